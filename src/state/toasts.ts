/** §8 toasts: failed authenticated calls show the server Message; any element may show them. */
import { atom } from 'jotai/vanilla';

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  message: string;
  code?: number;
  trace?: string;
}

let nextId = 1;

/** Shared so the toast shows once on the page, not once per element. */
export const toastsAtom = atom<Toast[]>([]);

export const pushToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>) => {
  const duplicate = get(toastsAtom).some((t) => t.message === toast.message && t.code === toast.code);
  if (duplicate) return;
  set(toastsAtom, [...get(toastsAtom).slice(-2), { ...toast, id: nextId++ }]);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  );
});
