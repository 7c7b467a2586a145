/**
 * Plural forms for the shipped translations: `const p = plural('ar')`, then
 * `p(n, { one: 'مفتاح', two: 'مفتاحان', few: 'مفاتيح', other: 'مفتاحًا' })` picks the form
 * `Intl.PluralRules` gives for `n` (`other` when the language has no such form).
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function plural(lang: string): (n: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(lang);
  return (n, forms) => forms[rules.select(n)] ?? forms.other;
}
