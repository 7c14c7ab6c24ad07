export declare const BUILD_TARGET: string[];
