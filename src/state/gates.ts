/**
 * §5 web-id feature gates, checked in one place: a query declares the gate it needs (resource.ts
 * `gate` option) and the query layer asks `isGateOpen` before it calls. A closed gate sends no
 * request and answers the query's declared default (an empty list, rtp "0", nickname disabled), or
 * rejects with Code -1 (vip setting, backpack). Features never check a gate themselves.
 */
import { atom, type Atom } from 'jotai/vanilla';
import { CODES, type ApiError } from '../api/contract/common';
import { isFeatureEnabled, type Feature } from '../core/brands';
import { operatorTypeAtom, projectAtom } from './session';
import type { SessionStore } from './store';

export interface Gate<T> {
  feature: Feature;
  /** The answer with the gate closed, or 'reject' (Code -1, "no such setting here"). */
  closed: { value: T } | 'reject';
}

export function isGateOpen(store: SessionStore, feature: Feature): boolean {
  return isFeatureEnabled(feature, store.get(projectAtom).webId, store.get(operatorTypeAtom));
}

/** What a query with a closed gate answers (or throws), without a request. */
export function closedGateAnswer<T>(gate: Gate<T>): T {
  if (gate.closed !== 'reject') return gate.closed.value;
  const error: ApiError = {
    Code: CODES.FEATURE_DISABLED,
    Message: `This environment has no ${gate.feature} setting.`,
    trace: '',
    status: 0,
  };
  throw error;
}

const gateAtoms = new Map<Feature, Atom<boolean>>();

/** The gate as an atom: a reader re-renders (and its query asks again) when the operator's gates arrive. */
export function gateOpenAtom(feature: Feature): Atom<boolean> {
  let a = gateAtoms.get(feature);
  if (!a) {
    a = atom((get) => isFeatureEnabled(feature, get(projectAtom).webId, get(operatorTypeAtom)));
    gateAtoms.set(feature, a);
  }
  return a;
}
