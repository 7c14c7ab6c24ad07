// The build's syntax target, from the supported browsers of package.json's browserslist (README,
// "Supported browsers"): what they lack is rewritten. Kept out of the typed program: browserslist's
// types change NodeJS.ProcessEnv for every file that imports it.
import browserslistToEsbuild from 'browserslist-to-esbuild';

export const BUILD_TARGET = browserslistToEsbuild();
