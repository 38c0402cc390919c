/*
 * The button recipe's class names at run time (src/styles/recipes.css.ts): the base class, then the variant's,
 * then the size's. What @vanilla-extract/recipes' runtime did for it, without the compound and boolean variants
 * no button uses: that runtime was 0.6 KB gzip of the first load.
 */

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md';

export interface ButtonClasses {
  base: string;
  variant: Record<ButtonVariant, string>;
  size: Record<ButtonSize, string>;
}

export interface ButtonOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function createButtonClass(classes: ButtonClasses): (options?: ButtonOptions) => string {
  return ({ variant = 'primary', size = 'md' } = {}) => `${classes.base} ${classes.variant[variant]} ${classes.size[size]}`;
}
