/**
 * A client for the hydration test of a server loading state under data the server did not
 * have: the page's `#chart`, which the server rendered loading, gets data (from the parent
 * page) before it upgrades; then the usual client (`dev/ssr/client.ts`) defines the elements
 * and hydrates them.
 */
import type { UsageResult } from '../../../src/api/endpoints/usage.js';

const usage = (window.parent as Window & { __usage?: UsageResult }).__usage!;
Object.assign(document.getElementById('chart')!, { data: usage });
await import('../../../dev/ssr/client.js');
