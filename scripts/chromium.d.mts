export declare const chromePath: () => string;
export declare const headlessChromePath: () => string;
export declare const CHROMIUM_ARGS: string[];
