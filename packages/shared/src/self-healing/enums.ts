import { z } from 'zod';
import {
  ERROR_REPORT_TYPES,
  ERROR_SEVERITIES,
  HEALING_SESSION_STATUSES,
  PATTERN_STATUSES,
  REPORT_PRIORITIES,
} from './enum-values';

// The zod enums of the self-healing constants apart from them: the web app's error collector, loaded on every
// page of the public site, reads the constants without loading zod.

export const ErrorSeverity = z.enum(ERROR_SEVERITIES, { error: 'Gravità non valida' });
export type ErrorSeverity = z.infer<typeof ErrorSeverity>;
export const ReportPriority = z.enum(REPORT_PRIORITIES, { error: 'Priorità non valida' });
export type ReportPriority = z.infer<typeof ReportPriority>;
export const ErrorReportType = z.enum(ERROR_REPORT_TYPES, { error: 'Seleziona un tipo di errore valido' });
export type ErrorReportType = z.infer<typeof ErrorReportType>;
export const PatternStatus = z.enum(PATTERN_STATUSES, { error: 'Stato non valido' });
export type PatternStatus = z.infer<typeof PatternStatus>;
export const HealingSessionStatus = z.enum(HEALING_SESSION_STATUSES, { error: 'Stato non valido' });
export type HealingSessionStatus = z.infer<typeof HealingSessionStatus>;
