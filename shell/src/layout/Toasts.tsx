import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type PointerEvent } from 'react';
import { isDismissSwipe, type Toast } from '../platform/toasts/toast-store';
import { shellTheme } from './theme';

const KIND_COLOR = { error: shellTheme.danger, success: shellTheme.success, info: shellTheme.info } as const;

/** Toasts in the top-right corner; each closes on a click, a sideways swipe, or its timer. */
export function Toasts({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Notifications`}
      css={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: 1100,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        width: 'min(360px, calc(100vw - 32px))',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => onDismiss(toast.id)} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useLingui();
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const swiped = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
    swiped.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    if (Math.abs(dx) > 4) swiped.current = true;
    setOffset(dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    setOffset(0);
    if (isDismissSwipe(dx) || !swiped.current) onDismiss();
  };

  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-kind={toast.kind}
      title={t`Click or swipe to close`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
      css={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 12,
        padding: '12px 14px',
        background: shellTheme.surface,
        color: shellTheme.surfaceText,
        borderLeft: `5px solid ${KIND_COLOR[toast.kind]}`,
        borderRadius: 8,
        boxShadow: '0 6px 24px rgba(18, 38, 63, 0.18)',
        fontSize: 15,
        lineHeight: 1.4,
        cursor: 'pointer',
        touchAction: 'pan-y',
        userSelect: 'none',
      }}
      style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6) }}
    >
      <span css={{ flex: 1 }}>{toast.message}</span>
      <button
        type="button"
        aria-label={t`Close notification`}
        onPointerDown={(event) => event.stopPropagation()}
        onPointerUp={(event) => event.stopPropagation()}
        onClick={onDismiss}
        css={{
          border: 0,
          background: 'transparent',
          color: shellTheme.surfaceMuted,
          fontSize: 20,
          lineHeight: 1,
          padding: 0,
          cursor: 'pointer',
        }}
      >
        ×
      </button>
    </div>
  );
}
