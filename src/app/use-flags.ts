/** The §2 control flags of this page (defaults until start-up has read the entry parameters). */
import { useAtomValue } from 'jotai/react';
import { DEFAULT_FLAGS, type ControlFlags } from '../core/entry-params';
import { flagsAtom } from '../state/session';

export function useFlags(): ControlFlags {
  return useAtomValue(flagsAtom) ?? DEFAULT_FLAGS;
}
