import { z } from 'zod';

// Imported first by main.tsx, before any schema is built. The CSP allows no eval: tell zod not
// to probe for it (its caught `new Function` is still reported as a violation); schemas then
// parse without JIT, which the SPA's small forms never miss.
z.config({ jitless: true });
