import { describe, expect, it } from 'vitest';
import { CHOICE_TEXTS, choicesFor } from './data/choices';
import { CONSENT_TEXTS, consentsWithValues } from './data/consents';
import { LANGS, type Texts } from './data/localised';
import { POLICY_TEXTS, policiesFor } from './data/policies';
import { PROFESSION_TEXTS, professionalMapping } from './data/professions';

/** Words the language shares with English (Student in German and Polish, Rural in Spanish...). */
const SAME_AS_ENGLISH = new Set(['Student', 'Transport', 'Rural', 'Auto', 'Specialist', 'Urban']);

const ALL_TEXTS: readonly Texts[] = [
  ...CHOICE_TEXTS,
  ...PROFESSION_TEXTS,
  ...POLICY_TEXTS.flatMap((policy) => [policy.title, policy.text]),
  ...CONSENT_TEXTS.map((consent) => consent.texts),
];

describe('lead-api sandbox texts in all nine locales', () => {
  it('has a text in each language that is not English, outside a short list of shared words', () => {
    for (const texts of ALL_TEXTS) {
      for (const lang of ['es', 'de', 'pl', 'ro', 'vn'] as const) {
        if (!SAME_AS_ENGLISH.has(texts[lang])) expect(texts[lang], `${lang}: ${texts.en}`).not.toBe(texts.en);
      }
    }
  });

  it('answers /choices, /policy, consents and professions in the asked locale, Mexican and Colombian words included', () => {
    expect(choicesFor('loanPurpose', 'mx')).toContainEqual({ value: 'car', label: 'Auto' });
    expect(choicesFor('loanPurpose', 'co')).toContainEqual({ value: 'car', label: 'Carro' });
    expect(choicesFor('loanPurpose', 'es')).toContainEqual({ value: 'car', label: 'Coche' });
    expect(choicesFor('housingTenure', 'mx')).toContainEqual({ value: 'tenant', label: 'Renta' });
    expect(choicesFor('incomeSource', 'co')).toContainEqual({ value: 'selfEmployed', label: 'Independiente' });
    expect(choicesFor('country', 'de')).toContainEqual({ value: 'ES', label: 'Spanien' });
    expect(choicesFor('country', 'vn')).toContainEqual({ value: 'VN', label: 'Việt Nam' });
    expect(policiesFor('de', 'http://x').map((policy) => policy.title)).toContain('Datenschutzerklärung');
    expect(policiesFor('pl', 'http://x')[0]?.url).toBe('http://x/policy/terms?lang=pl');
    expect(consentsWithValues(undefined, 'ro', 'http://x')[0]).toMatchObject({ text: expect.stringMatching(/Biroul de Credit/), url: 'http://x/policy/consent-creditCheck?lang=ro' });
    expect(professionalMapping('vn')[0]?.label).toBe('Nhân viên khu vực tư nhân');
    expect(professionalMapping('ph')[0]?.label).toBe('Private-sector employee');
    for (const lang of LANGS) expect(choicesFor('gender', lang)?.every((choice) => choice.label.length > 0)).toBe(true);
  });
});
