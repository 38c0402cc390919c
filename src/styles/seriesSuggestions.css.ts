import { style } from '@vanilla-extract/css';

/** A synopsis keeps its paragraphs wherever it is shown beside another. */
export const synopsisValue = style({ whiteSpace: 'pre-wrap', fontWeight: 400 });
