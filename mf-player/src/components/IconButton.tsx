// A round icon-only button: the label is required, because the icon says nothing to a screen reader.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { focusRing, playerColors } from './theme';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  label: string;
  children: ReactNode;
  size?: number;
  variant?: 'plain' | 'primary';
};

export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, children, size = 40, variant = 'plain', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      css={[
        {
          position: 'relative',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
          width: size,
          height: size,
          padding: 0,
          border: 0,
          borderRadius: '50%',
          cursor: 'pointer',
          color: variant === 'primary' ? playerColors.background : playerColors.text,
          background: variant === 'primary' ? playerColors.text : 'transparent',
          transition: 'background-color 120ms, transform 120ms',
          '&:hover': { background: variant === 'primary' ? playerColors.textHover : playerColors.hover },
          '&:active': { transform: 'scale(0.94)' },
          '&:disabled': { opacity: 0.4, cursor: 'default' },
        },
        focusRing,
      ]}
    >
      {children}
    </button>
  );
});
