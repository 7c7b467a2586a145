// A test-runner plugin: `GET /__ssr/page?options=<JSON>` answers the page of dev/ssr/render.ts,
// rendered on the Node side at request time by Lit's server renderer, in a process of its own
// (Lit's DOM shim is global: it must stay out of the test runner's process).
import { execFile } from 'node:child_process';

export function ssrPlugin() {
  return {
    name: 'ssr-page',
    async serve(context) {
      if (context.path !== '/__ssr/page') return undefined;
      const options = context.URL.searchParams.get('options') ?? '{}';
      const body = await new Promise((resolve, reject) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'dev/ssr/render.ts', options],
          { maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) =>
            error ? reject(new Error(stderr || error.message)) : resolve(stdout),
        );
      });
      return { body, type: 'html' };
    },
  };
}
