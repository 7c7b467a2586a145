/**
 * The documented rules of a composition, declared once: at most 3 injected items, each with a
 * position 0–99 and a length 0–50; at most 20 sorting strategies; the required fields; one
 * behaviour; a `feedsOrder` naming existing feeds. `checkComposition` (rules/composition-problems.ts), the
 * emulator and `<composition-view>` import them from here.
 *
 * `compositionWarnings` reads any value (a composition as received may break every rule, or
 * not even be an object) and never throws: a composition that breaks the rules can still be
 * shown, with its problems listed. Pure constants and functions; imports only the library's
 * one `isRecord` and its `clip`.
 */
import { isRecord } from '../../internal/guards.js';
import { clip } from '../../internal/text.js';

export const MAX_INJECTED_ITEMS = 3;
export const MAX_SORTING_STRATEGIES = 20;
/** Inclusive `[min, max]` of an injected item's `position`. */
export const POSITION_RANGE = [0, 99] as const;
/** Inclusive `[min, max]` of an injected item's `length`. */
export const LENGTH_RANGE = [0, 50] as const;
/** The last result position a valid item can reach: position 99 + length 50 − 1. */
export const MAX_SLOT = POSITION_RANGE[1] + LENGTH_RANGE[1] - 1;
/** `deduplication.positioning` when none is set. */
export const DEFAULT_POSITIONING = 'highestInjected';

/** Whether `value` is an integer within the inclusive range. */
export const inRange = (value: unknown, [min, max]: readonly [number, number]): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** A broken rule. `feed` names the multifeed feed it was found in. */
export type CompositionRuleWarning =
  | { readonly code: 'missingField'; readonly field: 'objectID' | 'name' | 'behavior' }
  | { readonly code: 'bothBehaviours' }
  | { readonly code: 'noBehaviour' }
  | {
      readonly code: 'tooManyInjectedItems';
      readonly count: number;
      readonly max: number;
      readonly feed?: string;
    }
  | { readonly code: 'tooManySortingStrategies'; readonly count: number; readonly max: number }
  | {
      readonly code: 'positionOutOfRange' | 'lengthOutOfRange';
      /** The item's label (its key, or `#` and its one-based number). */
      readonly item: string;
      /** The item's zero-based index in `injectedItems`. */
      readonly index: number;
      /** The value as JSON text (it may not even be a number). */
      readonly value: string;
      readonly min: number;
      readonly max: number;
      readonly feed?: string;
    }
  | { readonly code: 'unknownFeed'; readonly feed: string }
  | { readonly code: 'noMainSource'; readonly feed?: string };

/** The longest value text a warning quotes, in characters (service data is unbounded). */
export const MAX_VALUE_TEXT = 200;

/**
 * JSON text of a value for messages (`missing` when there is none), at most `MAX_VALUE_TEXT`
 * characters. A value JSON cannot write (a cycle, or nesting deeper than the stack) is named by
 * its type: `String()` of a deep array would recurse as deep again.
 */
export function valueText(value: unknown): string {
  if (value === undefined) return 'missing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text =
      typeof value === 'object' && value !== null
        ? Object.prototype.toString.call(value)
        : String(value);
  }
  return clip(text, MAX_VALUE_TEXT).text;
}

/** The label of an injected item in messages: its key, or its one-based number. */
export function itemLabel(item: unknown, index: number): string {
  const key = isRecord(item) ? item['key'] : undefined;
  return typeof key === 'string' && key !== '' ? key : `#${index + 1}`;
}

/** Checks one injection behaviour (the composition's, or one feed's). */
export function injectionWarnings(injection: unknown, feed?: string): CompositionRuleWarning[] {
  const where = feed === undefined ? {} : { feed };
  if (!isRecord(injection)) return [{ code: 'noMainSource', ...where }];
  const warnings: CompositionRuleWarning[] = [];
  // `main` is required; its `source` is not (the published description leaves it optional).
  if (!isRecord(injection['main'])) warnings.push({ code: 'noMainSource', ...where });
  const items = injection['injectedItems'];
  if (!Array.isArray(items)) return warnings;
  if (items.length > MAX_INJECTED_ITEMS) {
    warnings.push({
      code: 'tooManyInjectedItems',
      count: items.length,
      max: MAX_INJECTED_ITEMS,
      ...where,
    });
  }
  items.forEach((item: unknown, index) => {
    for (const [field, range] of [
      ['position', POSITION_RANGE],
      ['length', LENGTH_RANGE],
    ] as const) {
      const value = isRecord(item) ? item[field] : undefined;
      if (!inRange(value, range)) {
        warnings.push({
          code: field === 'position' ? 'positionOutOfRange' : 'lengthOutOfRange',
          item: itemLabel(item, index),
          index,
          value: valueText(value),
          min: range[0],
          max: range[1],
          ...where,
        });
      }
    }
  });
  return warnings;
}

/**
 * Checks a composition against the documented rules: required fields, exactly one behaviour,
 * at most 3 injected items with position 0–99 and length 0–50, at most 20 sorting strategies,
 * and a `feedsOrder` that names existing feeds only. Reads any value; never throws.
 */
export function compositionWarnings(composition: unknown): CompositionRuleWarning[] {
  const warnings: CompositionRuleWarning[] = [];
  const c = isRecord(composition) ? composition : {};
  if (typeof c['objectID'] !== 'string' || c['objectID'] === '') {
    warnings.push({ code: 'missingField', field: 'objectID' });
  }
  if (typeof c['name'] !== 'string') warnings.push({ code: 'missingField', field: 'name' });

  const behavior = c['behavior'];
  if (!isRecord(behavior)) {
    warnings.push({ code: 'missingField', field: 'behavior' });
  } else {
    const injection = behavior['injection'];
    const multifeed = behavior['multifeed'];
    if (injection !== undefined && multifeed !== undefined) {
      warnings.push({ code: 'bothBehaviours' });
    }
    if (injection === undefined && multifeed === undefined) warnings.push({ code: 'noBehaviour' });
    if (injection !== undefined) warnings.push(...injectionWarnings(injection));
    if (multifeed !== undefined) {
      const m = isRecord(multifeed) ? multifeed : {};
      const feeds = isRecord(m['feeds']) ? m['feeds'] : {};
      for (const [id, feed] of Object.entries(feeds)) {
        warnings.push(...injectionWarnings(isRecord(feed) ? feed['injection'] : undefined, id));
      }
      const order = m['feedsOrder'];
      if (Array.isArray(order)) {
        for (const id of order as unknown[]) {
          if (typeof id !== 'string' || !Object.hasOwn(feeds, id)) {
            warnings.push({
              code: 'unknownFeed',
              feed: typeof id === 'string' ? id : valueText(id),
            });
          }
        }
      }
    }
  }

  const sorting = c['sortingStrategy'];
  const count = isRecord(sorting) ? Object.keys(sorting).length : 0;
  if (count > MAX_SORTING_STRATEGIES) {
    warnings.push({ code: 'tooManySortingStrategies', count, max: MAX_SORTING_STRATEGIES });
  }
  return warnings;
}
