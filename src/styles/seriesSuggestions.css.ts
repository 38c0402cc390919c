import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A synopsis keeps its paragraphs wherever it is shown beside another. */
export const synopsisValue = style({ whiteSpace: 'pre-wrap', fontWeight: 400 });
