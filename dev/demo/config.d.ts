// `/dev/demo/config.js` is not a file: `npm start` (scripts/start.mjs) answers it with the
// address of the emulator it started, so nothing about the emulator is hard-coded in the page.

/** The base URL of the local emulator, e.g. `http://127.0.0.1:8787`. */
export declare const emulatorUrl: string;
