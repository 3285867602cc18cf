/**
 * One error per page, with one Retry (issue 41): a page whose parts fail together (the member
 * page's VIP setting, status and LV ranking when the platform is down) showed one §8 box per part,
 * each with its own Retry. Inside an `<ErrorGroup>` only the first failure shows, and its Retry asks
 * again for every failed part; outside a group each failure shows as before.
 */
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

interface Group {
  retries: Map<symbol, () => void>;
  listeners: Set<() => void>;
}

const GroupContext = createContext<Group | null>(null);

export function ErrorGroup({ children }: { children: ReactNode }) {
  const [group] = useState<Group>(() => ({ retries: new Map(), listeners: new Set() }));
  return <GroupContext.Provider value={group}>{children}</GroupContext.Provider>;
}

const changed = (group: Group) => group.listeners.forEach((listener) => listener());

/**
 * For a failure with a Retry: whether it is the one its group shows, and the Retry that asks again
 * for every failed part of the group (just its own outside a group).
 */
export function useGroupedFailure(retry: () => void): { shown: boolean; retry: () => void } {
  const group = useContext(GroupContext);
  const [id] = useState(() => Symbol('failure'));
  // The latest Retry, without registering again (that would move this failure behind the others).
  const latest = useRef(retry);
  latest.current = retry;
  useLayoutEffect(() => {
    if (!group) return;
    group.retries.set(id, () => latest.current());
    changed(group);
    return () => {
      group.retries.delete(id);
      changed(group);
    };
  }, [group, id]);
  const first = useSyncExternalStore(
    (listener) => {
      if (!group) return () => {};
      group.listeners.add(listener);
      return () => group.listeners.delete(listener);
    },
    () => (group ? (group.retries.keys().next().value ?? null) : null),
    () => null,
  );
  if (!group) return { shown: true, retry };
  return {
    shown: first === id,
    retry: () => [...group.retries.values()].forEach((again) => again()),
  };
}
