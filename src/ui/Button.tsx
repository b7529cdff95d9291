// The portal's button: RAC Button (press events, keyboard, disabled and pending states) with the
// theme's variants. `isPending` keeps the button focusable and announces it as busy.
import type { ReactNode } from 'react';
import { Button as RacButton, type ButtonProps as RacButtonProps } from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends Omit<RacButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  className?: string;
  children?: ReactNode;
  testId?: string;
}

export function Button({ variant = 'primary', className, children, testId, ...rest }: ButtonProps) {
  const classes = ['button', variant === 'primary' ? '' : variant, className].filter(Boolean).join(' ');
  return (
    <RacButton {...rest} className={classes} data-testid={testId}>
      {children}
    </RacButton>
  );
}
