/** Path of the Chromium binary; `LODE_CHROMIUM` overrides Debian's. */
export declare const chromiumPath: string;
/** Flags that keep Chromium off this machine's closed network and render the same on every run. */
export declare const chromiumArgs: string[];
