/**
 * Comments say why, not when (STYLE, "Comments"): a comment names the document that explains a
 * decision (docs/…, the spec's section, ARCHITECTURE §n), never the issue or finding that asked
 * for it. Issue numbers mean nothing to the next reader and go stale as issues close.
 */

/** The word "issue" or "finding" and a number after it: a tracker's item, not a reason. */
const TRACKER = /\b(issue|finding)\s+#?\d+/i;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'No issue or finding numbers in comments or messages: say why, name the doc' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => {
      const match = TRACKER.exec(text);
      if (match)
        context.report({
          node,
          message: `"${match[0]}" names a tracker item; say why, and point at the doc that explains it`,
        });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) report(comment, comment.value);
      },
      Literal(node) {
        if (typeof node.value === 'string') report(node, node.value);
      },
      TemplateElement(node) {
        report(node, node.value.raw);
      },
    };
  },
};

export default { rules: { 'comments-say-why': rule } };
