import type { Namespace, ParseKeys } from 'i18next';
import type steps from '../../locales/en/steps.json';

/**
 * Keys of the translation files as types: a key built from parts is checked when each part
 * is one of these, so a screen or a field whose texts are missing fails the typecheck. The files'
 * shapes come from English, which is complete by rule (tests/unit/locales.test.ts).
 */
export type TextKey<Ns extends Namespace = 'common'> = ParseKeys<Ns>;

type StepsTexts = typeof steps;

/** A screen of the `steps` namespace: one with a title and the context above it. */
export type ScreenTextKey = { [K in keyof StepsTexts]: StepsTexts[K] extends { title: string; context: string } ? K : never }[keyof StepsTexts];
/** A screen whose texts also hold the sentence that introduces it. */
export type ScreenWithIntroKey = { [K in ScreenTextKey]: StepsTexts[K] extends { intro: string } ? K : never }[ScreenTextKey];

/**
 * A key built from data the type cannot see through (a field's name from the registry, an error code
 * from the server): said so where it is built. Such keys are held to the files by tests over the data
 * that builds them (src/ui/data-points/field-registry.test.ts: every field's label, hint and error
 * key in every locale; an after-offer screen's by tests/component/after-offer-*.test.tsx, which find
 * each field by its English or Spanish label), and i18next's fallbacks cover a
 * server's unknown code.
 */
export const keyFromData = <Ns extends Namespace = 'common'>(key: string) => key as TextKey<Ns>;
