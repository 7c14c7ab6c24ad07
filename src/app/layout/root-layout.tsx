import { Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../core/runtime/runtime-context';
import { useUiState } from '../../core/application/use-stores';
import { isUiStateEmpty, type UiState } from '../../domain/journey/ui-state';
import { colorProperties } from '../../domain/embedding/partner-colors';
import { BrandLogo } from './brand-logo';
import { isContinuePath } from './spinner';
import { LazyToasts } from './lazy-toasts';
import { OfflineNotices } from '../../features/offline';
import { ConsentSlot } from './consent-slot';
import { TraderIdentityBlock } from '../../ui/screen-parts/trader-identity';
import { linkBrandIconsWhenIdle } from '../boot/brand-metadata';
import { useEffect, useRef, useState } from 'react';

export function RootLayout() {
  const { brand, framed, config } = useRuntime();
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const uiStateEmpty = useUiState(isUiStateEmpty);
  const loading = useUiState(isLoading);
  useAppliedColors(brand.backgroundColor);
  // SPEC §1: framed, the partner's page owns the icon (and a frame has no manifest).
  useEffect(() => (framed ? undefined : linkBrandIconsWhenIdle(brand.favicon)), [brand.favicon, framed]);
  // SPEC §2: header and footer fade out when the UI state is non-empty or the path contains 'continue'.
  const faded = !uiStateEmpty || isContinuePath(pathname);
  const chrome = framed ? 'hidden' : faded ? 'faded' : 'shown';
  // A consent dialog with nothing configured to consent to would be pointless (and in every test's way).
  const tracking = config.tracking;
  const asksConsent = Boolean(tracking.metaPixelId || tracking.tikTokPixelId || tracking.googleAdsId || tracking.googleAdsSendTo || tracking.gtmId || tracking.analyticsKey || tracking.replayAppId);
  const [consentSettings, setConsentSettings] = useState(false);
  // The one "Privacy settings" button shown (in the footer, or under the step when framed): the focus goes back to it.
  const settingsButton = useRef<HTMLButtonElement>(null);
  const closeConsentSettings = () => {
    setConsentSettings(false);
    settingsButton.current?.focus({ preventScroll: true });
  };

  return (
    <div className="app" data-chrome={chrome}>
      <a className="skip-link" href="#main">{t('layout>skipToContent')}</a>
      {!framed && (
        <header className="app-header">
          <BrandLogo src={brand.logos.header} name={brand.name} className="app-header__logo" />
        </header>
      )}
      {loading && <div className="app-progress" aria-hidden="true" />}
      <main id="main" className="app-main" tabIndex={-1}>
        <OfflineNotices />
        <Outlet />
        {/* Framed or faded there is no footer: who the applicant deals with is said under the step, compact. */}
        {chrome !== 'shown' && <TraderIdentityBlock compact />}
        {/* Framed or faded there is no footer to use: the choice stays changeable from the step itself. */}
        {chrome !== 'shown' && asksConsent && (
          <button ref={settingsButton} type="button" className="app-footer__consent" onClick={() => setConsentSettings(true)}>
            {t('layout>privacySettings')}
          </button>
        )}
      </main>
      {!framed && (
        <footer className="app-footer">
          <BrandLogo src={brand.logos.footer} name={brand.name} className="app-footer__logo" />
          <TraderIdentityBlock />
          <p className="app-footer__copyright">
            © {new Date().getFullYear()} {brand.footerText ?? brand.name}
          </p>
          {chrome === 'shown' && asksConsent && (
            <button ref={settingsButton} type="button" className="app-footer__consent" onClick={() => setConsentSettings(true)}>
              {t('layout>privacySettings')}
            </button>
          )}
        </footer>
      )}
      <LazyToasts />
      {asksConsent && <ConsentSlot settingsRequested={consentSettings} onSettingsClosed={closeConsentSettings} />}
    </div>
  );
}

const isLoading = (state: UiState) => state.isLoading;
const colorsOf = (state: UiState) => state.colors;

/** SPEC §3: the UI state's colours, painted as the custom properties base.css reads (on the root, so the page tint follows). */
function useAppliedColors(surface: string) {
  const colors = useUiState(colorsOf);
  useEffect(() => {
    const properties = colorProperties(colors, surface);
    const root = document.documentElement;
    for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
    return () => Object.keys(properties).forEach((name) => root.style.removeProperty(name));
  }, [colors, surface]);
}
