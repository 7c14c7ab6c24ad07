import type { Page } from '@playwright/test';

/**
 * What the shared journey steps (journey-form-helpers.ts) do on a page: Playwright's Page, Frame and
 * Locator have all of it, and so has the engine suite's page over Firefox's and WebKit's drivers
 * (tests/engines/support/engine-page.ts). A step written against these runs in every engine.
 */
export type Role = Parameters<Page['getByRole']>[0];
export type ByRole = { name?: string | RegExp; exact?: boolean; level?: number };

export interface SurfaceLocator {
  click(): Promise<void>;
  fill(value: string): Promise<void>;
  check(): Promise<void>;
  pressSequentially(text: string): Promise<void>;
  inputValue(): Promise<string>;
  isVisible(): Promise<boolean>;
  count(): Promise<number>;
  getByRole(role: Role, options?: ByRole): SurfaceLocator;
}

export interface Surface {
  getByRole(role: Role, options?: ByRole): SurfaceLocator;
  getByText(text: string | RegExp, options?: { exact?: boolean }): SurfaceLocator;
  url(): string | Promise<string>;
}
