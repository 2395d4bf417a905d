import {
  AllowedMethods,
  CachePolicy,
  Function as CfFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { NagSuppressions } from 'cdk-nag';
import { StaticSite, use, type StackContext } from 'sst/constructs';
import { API_BASE, contentSecurityPolicy, securityHeaders } from '@stratum/contracts';
import { Api } from './Api';
import { Storage } from './Storage';

/** The CloudFront path pattern that sends the API to API Gateway instead of the SPA bucket. */
export const API_PATH_PATTERN = `${API_BASE}/*`;

export { contentSecurityPolicy, securityHeaders };

// CloudFront Functions run a restricted ES5.1-plus runtime: keep this code to var/function.

/** Viewer response: adds the security headers to every response, SPA and API alike. */
export const securityHeadersCode = (headers: Record<string, string>): string =>
  [
    'function handler(event) {',
    '  var headers = event.response.headers;',
    ...Object.entries(headers).map(
      ([name, value]) => `  headers['${name}'] = { value: ${JSON.stringify(value)} };`,
    ),
    '  return event.response;',
    '}',
  ].join('\n');

/**
 * Viewer request: client-side routes (no file extension) get index.html. Done here rather than with
 * CloudFront error responses, which are distribution-wide and would turn the API's own 403/404
 * envelopes into a 200 index.html.
 */
export const spaFallbackCode = (): string =>
  [
    'function handler(event) {',
    '  var request = event.request;',
    '  var uri = request.uri;',
    "  if (uri.indexOf('/api/') === 0) return request;",
    "  var last = uri.substring(uri.lastIndexOf('/') + 1);",
    "  if (last.indexOf('.') === -1) request.uri = '/index.html';",
    '  return request;',
    '}',
  ].join('\n');

/** Requests one address may make to the sign-in family in five minutes before WAF blocks it. */
export const AUTH_RATE_LIMIT_PER_5_MIN = 300;

/**
 * AWS managed rule groups the web ACL runs, in order. Two rules of the common set only count:
 * uploads (evidence, working papers, imports) are multipart bodies far over its 8 KB body limit,
 * and notes are HTML the API sanitises itself (kernel sanitiser), which its XSS body rule misreads.
 */
export const MANAGED_RULE_GROUPS: readonly { name: string; countOnly?: readonly string[] }[] = [
  { name: 'AWSManagedRulesAmazonIpReputationList' },
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet' },
];

/** CloudFront's web ACL (CLOUDFRONT scope: this stack is in us-east-1, sst.config.ts). */
const webAcl = (stack: StackContext['stack']): CfnWebACL => {
  const visibility = (metricName: string) => ({
    cloudWatchMetricsEnabled: true,
    sampledRequestsEnabled: true,
    metricName,
  });
  return new CfnWebACL(stack, 'WebAcl', {
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility('stratum-web'),
    rules: [
      {
        name: 'auth-rate-limit',
        priority: 0,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: AUTH_RATE_LIMIT_PER_5_MIN,
            aggregateKeyType: 'IP',
            scopeDownStatement: {
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                searchString: `${API_BASE}/auth/`,
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
          },
        },
        visibilityConfig: visibility('stratum-auth-rate'),
      },
      ...MANAGED_RULE_GROUPS.map((group, i) => ({
        name: group.name,
        priority: i + 1,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name: group.name,
            ...(group.countOnly
              ? { ruleActionOverrides: group.countOnly.map((name) => ({ name, actionToUse: { count: {} } })) }
              : {}),
          },
        },
        visibilityConfig: visibility(group.name),
      })),
    ],
  });
};

export function Web({ stack }: StackContext) {
  const { api } = use(Api);
  const { bucket } = use(Storage);

  // Presigned URLs use virtual-hosted style; the SDK may pick the global or the regional host.
  const fileOrigins = [
    `https://${bucket.bucketName}.s3.amazonaws.com`,
    `https://${bucket.bucketName}.s3.${stack.region}.amazonaws.com`,
  ];

  const headersFunction = new CfFunction(stack, 'SecurityHeaders', {
    code: FunctionCode.fromInline(securityHeadersCode(securityHeaders(contentSecurityPolicy(fileOrigins)))),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Stratum security headers',
  });
  const spaFunction = new CfFunction(stack, 'SpaFallback', {
    code: FunctionCode.fromInline(spaFallbackCode()),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Stratum SPA fallback to index.html',
  });
  const securityHeadersAssociation = {
    function: headersFunction,
    eventType: FunctionEventType.VIEWER_RESPONSE,
  };

  const apiOrigin = new HttpOrigin(`${api.httpApiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    originSslProtocols: [OriginSslPolicy.TLS_V1_2],
  });

  const acl = webAcl(stack);

  const site = new StaticSite(stack, 'Site', {
    path: 'web',
    buildCommand: 'npm run build',
    buildOutput: 'dist',
    // SST writes an env typings file for Vite sites, by default into web/src. The SPA takes no
    // build-time env from here, so keep that generated file out of the web workspace.
    vite: { types: '../.sst/web-sst-env.d.ts' },
    cdk: {
      // CloudFront is the bucket's only reader; refuse anything over plain HTTP all the same.
      bucket: { enforceSSL: true },
      distribution: {
        // StaticSite's default 403/404 → index.html error responses would also rewrite API errors;
        // the SPA fallback is done by spaFunction instead.
        errorResponses: [],
        webAclId: acl.attrArn,
        defaultBehavior: {
          functionAssociations: [
            { function: spaFunction, eventType: FunctionEventType.VIEWER_REQUEST },
            securityHeadersAssociation,
          ],
        },
        additionalBehaviors: {
          [API_PATH_PATTERN]: {
            origin: apiOrigin,
            // HTTPS only (no redirect): a redirected POST would lose its body.
            viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
            allowedMethods: AllowedMethods.ALLOW_ALL,
            cachePolicy: CachePolicy.CACHING_DISABLED,
            // Host must be API Gateway's own; with caching disabled this policy also forwards
            // Authorization, besides the spec's `token` header.
            originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
            functionAssociations: [securityHeadersAssociation],
          },
        },
      },
    },
  });
  // StaticSite always builds its own viewer-request function (appends `.html`), which our
  // functionAssociations replace; drop it so an unused CloudFront Function is not deployed.
  site.node.tryRemoveChild('CloudFrontFunction');

  // (site.cdk is unset only in `sst dev`, where nothing of the site is deployed)
  if (site.cdk) suppressSiteFindings(site.cdk);

  stack.addOutputs({ SiteUrl: site.url });

  return { site };
}

/** What the template review flags on the site and we keep, each with its reason. */
const suppressSiteFindings = (cdk: NonNullable<StaticSite['cdk']>) => {
  NagSuppressions.addResourceSuppressions(cdk.distribution, [
    {
      id: 'AwsSolutions-CFR3',
      reason:
        'API calls are logged by the API Gateway access log and each function’s JSON log; the rest is the static SPA build, whose requests nobody queries',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'The stage is served on the default *.cloudfront.net certificate, whose minimum TLS version CloudFront does not let us set',
    },
    {
      id: 'AwsSolutions-CFR7',
      reason: 'SST v2 StaticSite reaches its private bucket through an origin access identity (OAI), not OAC',
    },
  ]);
  NagSuppressions.addResourceSuppressions(
    cdk.bucket,
    [{ id: 'AwsSolutions-S1', reason: 'Holds only the public SPA build, read by CloudFront alone' }],
    true,
  );
};
