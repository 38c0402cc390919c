import { describe, expect, it } from 'vitest';
import { button } from '../../../src/styles/recipes.css';

const classesOf = (className: string) => className.split(' ');

describe('the button classes', () => {
  it('are the base class, then the variant\'s, then the size\'s, primary and md unless named', () => {
    expect(button()).toBe(button({ variant: 'primary', size: 'md' }));
    expect(button({ size: 'sm' })).toBe(button({ variant: 'primary', size: 'sm' }));
    const [base, primary, md] = classesOf(button());
    const ghostSmall = classesOf(button({ variant: 'ghost', size: 'sm' }));
    expect(ghostSmall).toHaveLength(3);
    expect(ghostSmall[0]).toBe(base);
    expect(ghostSmall[1]).not.toBe(primary);
    expect(ghostSmall[2]).not.toBe(md);
  });

  it('give each variant a class of its own', () => {
    const variants = (['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => classesOf(button({ variant }))[1]);
    expect(new Set(variants).size).toBe(4);
  });
});
