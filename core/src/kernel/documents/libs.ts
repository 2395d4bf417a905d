import type ExcelJSModule from 'exceljs';
import type * as PdfLibModule from 'pdf-lib';
import type PapaModule from 'papaparse';

/*
 * The document libraries, loaded by the first call that needs them. exceljs (with its zip and
 * stream dependencies) and pdf-lib are most of a family's weight and took several hundred
 * milliseconds of every cold start when imported at the top; only exports, downloads and the
 * employee import use them (docs/benchmarks.md). exceljs and papaparse are CommonJS: the
 * namespace's `default` is the module, under Node and a bundle alike.
 */
const defaultOf = <T>(mod: unknown): T => ((mod as { default?: T }).default ?? mod) as T;

export const loadExcel = async (): Promise<typeof ExcelJSModule> => defaultOf(await import('exceljs'));

export const loadPdfLib = async (): Promise<typeof PdfLibModule> => import('pdf-lib');

export const loadPapa = async (): Promise<typeof PapaModule> => defaultOf(await import('papaparse'));
