/**
 * Nickname creation (§5): the rule is checked before sending, the server's answer is shown
 * ("Nickname created successfully", or its error), a random nickname can be asked for. A native
 * <dialog> rendered inside the shadow root: modal, focus contained, Escape closes, and focus
 * returns to the button that opened it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '../../api/contract';
import { nicknameProblem, NICKNAME_MAX, type NicknameProblem } from '../../core/nickname';
import { useMutation } from '../../state/mutation';
import { useElement } from '../../ui/element-context';
import { errorText, loadErrorTexts } from '../../ui/error-text';
import { createNickname, randomNickname } from './account.api';

export interface NicknameDialogProps {
  /** The session the nickname is created for. */
  token: string;
  open: boolean;
  onClose(): void;
  onCreated?(nickname: string): void;
}

export function NicknameDialog({ token, open, onClose, onCreated }: NicknameDialogProps) {
  const { t, i18n } = useLingui();
  const { locale, emit } = useElement();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(createNickname);
  const ask = useMutation(randomNickname);
  const busy = create.busy;
  const [created, setCreated] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const root = dialog.getRootNode() as Document | ShadowRoot;
      opener.current = root.activeElement;
      setValue('');
      setProblem(null);
      setCreated(null);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const ruleText: Record<NicknameProblem, string> = {
    empty: t({ id: 'account.nickname.empty', message: 'Enter a nickname.' }),
    tooLong: t({ id: 'account.nickname.tooLong', message: 'The format is incorrect, please re-enter.' }),
    characters: t({ id: 'account.nickname.characters', message: 'The format is incorrect, please re-enter.' }),
  };

  const submit = async () => {
    const rule = nicknameProblem(value);
    if (rule) {
      setProblem(ruleText[rule]);
      return;
    }
    setProblem(null);
    const result = await create.run({ token, nickname: value.trim(), locale });
    if (result.ok) {
      const { Nickname } = result.data;
      setCreated(Nickname);
      onCreated?.(Nickname);
      emit('ingame-nickname-created', { nickname: Nickname });
      return;
    }
    const { error } = result;
    // The failure texts are their own catalog, loaded by the first failure that needs them.
    if (error.Code !== CODES.NICKNAME_TAKEN) await loadErrorTexts(locale).catch(() => undefined);
    setProblem(
      error.Code === CODES.NICKNAME_TAKEN
        ? t({ id: 'account.nickname.taken', message: 'This nickname is already taken.' })
        : errorText(i18n, error.Code, error.Message),
    );
  };

  const random = async () => {
    const result = await ask.run(locale);
    if (result.ok) {
      setValue(result.data.Nickname);
      setProblem(null);
      return;
    }
    await loadErrorTexts(locale).catch(() => undefined);
    setProblem(errorText(i18n, result.error.Code, result.error.Message));
  };

  const close = () => {
    onClose();
    (opener.current as HTMLElement | null)?.focus?.();
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      part="dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id={`${id}-title`}>{t({ id: 'account.nickname.title', message: 'Create your nickname' })}</h2>
      {created ? (
        <>
          <p className="success" role="status">
            {t({ id: 'account.nickname.created', message: 'Nickname created successfully' })}
          </p>
          <p className="created">{created}</p>
          <button type="button" className="primary" onClick={close} autoFocus>
            {t({ id: 'common.close', message: 'Close' })}
          </button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="hint" id={`${id}-hint`}>
            {t({
              id: 'account.nickname.rule',
              message: 'Up to 7 characters: Chinese, English letters or digits. It cannot be changed once created.',
            })}
          </p>
          <label htmlFor={`${id}-input`}>{t({ id: 'account.nickname.label', message: 'Nickname' })}</label>
          <div className="row">
            <input
              id={`${id}-input`}
              value={value}
              maxLength={NICKNAME_MAX * 2}
              autoComplete="off"
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
              onChange={(e) => setValue(e.currentTarget.value)}
              autoFocus
            />
            <button type="button" className="secondary" onClick={() => void random()}>
              {t({ id: 'account.nickname.random', message: 'Random' })}
            </button>
          </div>
          {problem ? (
            <p className="error" id={`${id}-error`} role="alert">
              {problem}
            </p>
          ) : null}
          <div className="actions">
            <button type="button" className="secondary" onClick={close}>
              {t({ id: 'common.cancel', message: 'Cancel' })}
            </button>
            <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
              {t({ id: 'account.nickname.create', message: 'Create' })}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
