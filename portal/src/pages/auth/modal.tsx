import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A native modal <dialog>: the browser traps focus, closes it on Escape and makes the page
 * behind it inert. Open while mounted.
 */
export function Modal(props: {
  labelledBy: string;
  testId: string;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => dialog?.close();
  }, []);
  const { onClose } = props;
  return (
    <dialog
      ref={ref}
      className="auth-dialog"
      role={props.role}
      aria-labelledby={props.labelledBy}
      data-testid={props.testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {props.children}
    </dialog>
  );
}
