/**
 * `checkComposition`: what breaks the documented rules of a parsed composition, with paths. The
 * rules themselves are checked once, by `compositionWarnings` (`./composition.ts`); this
 * names each warning as a problem of the composition. Zod-free, so every entry can export it
 * without the zod runtime (it lived beside the schemas in `schemas/composition.ts`).
 */
import { clip } from '../../internal/text.js';
import { compositionWarnings, MAX_VALUE_TEXT } from './composition.js';
import type { Composition } from '../types/composition.js';

/** A documented rule a composition breaks: where, which rule, and a sentence. */
export interface CompositionProblem {
  path: (string | number)[];
  rule: 'behavior' | 'injectedItems' | 'sortingStrategy' | 'position' | 'length';
  message: string;
}

const injectionPath = (feed: string | undefined): (string | number)[] =>
  feed === undefined
    ? ['behavior', 'injection']
    : ['behavior', 'multifeed', 'feeds', feed, 'injection'];

/**
 * Lists what breaks the documented rules of a parsed composition (empty when it follows them):
 * the warnings of `compositionWarnings` (the one check of the rules) that a composition the
 * schema accepted can still have, with their paths.
 */
export function checkComposition(c: Composition): CompositionProblem[] {
  return compositionWarnings(c).flatMap((w): CompositionProblem[] => {
    switch (w.code) {
      case 'bothBehaviours':
        return [
          {
            path: ['behavior'],
            rule: 'behavior',
            message: 'A composition has an injection or a multifeed behavior, never both.',
          },
        ];
      case 'tooManyInjectedItems':
        return [
          {
            path: [...injectionPath(w.feed), 'injectedItems'],
            rule: 'injectedItems',
            message: `At most ${w.max} injected items are allowed (found ${w.count}).`,
          },
        ];
      case 'positionOutOfRange':
      case 'lengthOutOfRange': {
        const field = w.code === 'positionOutOfRange' ? 'position' : 'length';
        return [
          {
            path: [...injectionPath(w.feed), 'injectedItems', w.index, field],
            rule: field,
            message: `Injected item "${clip(w.item, MAX_VALUE_TEXT).text}": ${field} must be between ${w.min} and ${w.max} (found ${w.value}).`,
          },
        ];
      }
      case 'tooManySortingStrategies':
        return [
          {
            path: ['sortingStrategy'],
            rule: 'sortingStrategy',
            message: `At most ${w.max} sorting strategies are allowed (found ${w.count}).`,
          },
        ];
      default:
        return [];
    }
  });
}
