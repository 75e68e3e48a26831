// What `import … from 'zod'` resolves to in the web build (vite.config.ts, plugin `zod-italian`): zod itself, set
// to speak Italian (its own messages, for the checks a schema gives no message for, as on the server). It runs
// wherever zod is first loaded (a form, a page that parses data), never on the public pages that load no zod.
import { z } from 'zod';

z.config(z.locales.it());

export * from 'zod';
export { z };
