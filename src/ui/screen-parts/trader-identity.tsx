import { useTranslation } from 'react-i18next';
import type { TraderIdentity } from '../../config/brands';
import { useRuntime } from '../../core/runtime/runtime-context';

/**
 * Who the applicant is dealing with (EU Consumer Credit Directive art. 21, Germany's
 * Impressum, the e-Commerce Directive art. 5): the brand's legal name, its role and for whom, its
 * register and number, its address, and its legal notice, privacy policy and complaints pages, from
 * the brand registry, in the brand's language, before any data is asked.
 */
export function TraderIdentityBlock({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { trader } = useRuntime().brand;
  const register = t('trader>registered', { register: trader.register.name, number: trader.register.number });
  if (compact) {
    return (
      <div className="trader trader--compact">
        <p className="trader__line">
          {trader.legalName}, {t(`trader>shortRole>${trader.role.kind}`, roleValues(trader))}. {register}.
        </p>
        <TraderLinks trader={trader} />
      </div>
    );
  }
  return (
    <div className="trader">
      <p className="trader__line trader__name">{trader.legalName}</p>
      <p className="trader__line">{t(`trader>role>${trader.role.kind}`, roleValues(trader))}</p>
      <p className="trader__line">{register}</p>
      <address className="trader__line">{trader.address}</address>
      <TraderLinks trader={trader} />
    </div>
  );
}

function TraderLinks({ trader }: { trader: TraderIdentity }) {
  const { t } = useTranslation();
  const links = [
    [trader.pages.legalNotice, t('trader>legalNotice')],
    [trader.pages.privacy, t('trader>privacy')],
    [trader.pages.complaints, t('trader>complaints')],
  ] as const;
  return (
    <ul className="trader__links">
      {links.map(([href, text]) => (
        <li key={href}>
          {/* A new tab: the step and its answers stay where they are. */}
          <a href={href} target="_blank" rel="noopener">
            {text}
            <span className="visually-hidden"> {t('layout>opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The first step's one line: who is asking for the applicant's details, and in what capacity. */
export function WhoIsAsking() {
  const { t } = useTranslation();
  const { brand } = useRuntime();
  const { trader } = brand;
  return (
    <p className="step-who-asks">{t(`trader>asking>${trader.role.kind}`, { brand: brand.name, legalName: trader.legalName, ...roleValues(trader) })}</p>
  );
}

const roleValues = (trader: TraderIdentity) => ({ lender: trader.role.kind === 'tiedIntermediary' ? trader.role.lender : '' });
