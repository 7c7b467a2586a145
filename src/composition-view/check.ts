/**
 * The documented rules of a composition, checked without rejecting anything: a composition that
 * breaks them is still shown, with the problems listed.
 */
import { isRecord } from './params.js';

export const MAX_INJECTED_ITEMS = 3;
export const MAX_SORTING_STRATEGIES = 20;
export const POSITION_RANGE = { min: 0, max: 99 } as const;
export const LENGTH_RANGE = { min: 0, max: 50 } as const;

/** A broken rule or a doubtful value. `feed` names the multifeed feed it was found in. */
export type CompositionWarning =
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
      readonly item: string;
      /** The value as JSON text (it may not even be a number). */
      readonly value: string;
      readonly min: number;
      readonly max: number;
      readonly feed?: string;
    }
  | { readonly code: 'unknownFeed'; readonly feed: string }
  | { readonly code: 'noMainSource'; readonly feed?: string }
  | {
      readonly code: 'overlap';
      readonly items: readonly string[];
      readonly positions: readonly number[];
      readonly feed?: string;
    }
  | {
      readonly code: 'unsafeUrl';
      readonly where: 'redirect' | 'bannerImage' | 'bannerLink';
      readonly url: string;
      readonly feed?: string;
    };

function inRange(value: unknown, range: { min: number; max: number }): boolean {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max
  );
}

function valueText(value: unknown): string {
  if (value === undefined) return 'missing';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The label of an injected item in messages: its key, or its one-based number. */
export function itemLabel(item: unknown, index: number): string {
  const key = isRecord(item) ? item['key'] : undefined;
  return typeof key === 'string' && key !== '' ? key : `#${index + 1}`;
}

/** Checks one injection behaviour (the composition's, or one feed's). */
export function checkInjection(injection: unknown, feed?: string): CompositionWarning[] {
  const warnings: CompositionWarning[] = [];
  const where = feed === undefined ? {} : { feed };
  if (!isRecord(injection)) return [{ code: 'noMainSource', ...where }];
  const main = injection['main'];
  if (!isRecord(main) || !isRecord(main['source']))
    warnings.push({ code: 'noMainSource', ...where });
  const items = injection['injectedItems'];
  if (Array.isArray(items)) {
    if (items.length > MAX_INJECTED_ITEMS) {
      warnings.push({
        code: 'tooManyInjectedItems',
        count: items.length,
        max: MAX_INJECTED_ITEMS,
        ...where,
      });
    }
    items.forEach((item: unknown, index) => {
      const record = isRecord(item) ? item : {};
      const label = itemLabel(item, index);
      if (!inRange(record['position'], POSITION_RANGE)) {
        warnings.push({
          code: 'positionOutOfRange',
          item: label,
          value: valueText(record['position']),
          ...POSITION_RANGE,
          ...where,
        });
      }
      if (!inRange(record['length'], LENGTH_RANGE)) {
        warnings.push({
          code: 'lengthOutOfRange',
          item: label,
          value: valueText(record['length']),
          ...LENGTH_RANGE,
          ...where,
        });
      }
    });
  }
  return warnings;
}

/**
 * Checks a composition against the documented rules: required fields, exactly one behaviour,
 * at most 3 injected items with position 0–99 and length 0–50, at most 20 sorting strategies,
 * and a `feedsOrder` that names existing feeds only.
 */
export function compositionWarnings(composition: unknown): CompositionWarning[] {
  const warnings: CompositionWarning[] = [];
  const c = isRecord(composition) ? composition : {};
  if (typeof c['objectID'] !== 'string' || c['objectID'] === '') {
    warnings.push({ code: 'missingField', field: 'objectID' });
  }
  if (typeof c['name'] !== 'string') warnings.push({ code: 'missingField', field: 'name' });

  const behavior = c['behavior'];
  if (!isRecord(behavior)) {
    warnings.push({ code: 'missingField', field: 'behavior' });
  } else {
    const hasInjection = behavior['injection'] !== undefined;
    const hasMultifeed = behavior['multifeed'] !== undefined;
    if (hasInjection && hasMultifeed) warnings.push({ code: 'bothBehaviours' });
    if (!hasInjection && !hasMultifeed) warnings.push({ code: 'noBehaviour' });
    if (hasInjection) warnings.push(...checkInjection(behavior['injection']));
    if (hasMultifeed) {
      const multifeed = isRecord(behavior['multifeed']) ? behavior['multifeed'] : {};
      const feeds = isRecord(multifeed['feeds']) ? multifeed['feeds'] : {};
      for (const [id, feed] of Object.entries(feeds)) {
        warnings.push(...checkInjection(isRecord(feed) ? feed['injection'] : undefined, id));
      }
      const order = multifeed['feedsOrder'];
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
  if (isRecord(sorting)) {
    const count = Object.keys(sorting).length;
    if (count > MAX_SORTING_STRATEGIES) {
      warnings.push({ code: 'tooManySortingStrategies', count, max: MAX_SORTING_STRATEGIES });
    }
  }
  return warnings;
}
