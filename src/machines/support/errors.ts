// What a machine keeps of a failed call: the error code and the server's message (never translated
// text; screens translate codes and keys). `kind` tells the screen whether the server answered.
import { CallError, type CallErrorKind } from '../../services';

export interface MachineError {
  code: string;
  message: string;
  kind: CallErrorKind | 'unknown';
}

export function toMachineError(error: unknown): MachineError {
  if (error instanceof CallError) return { code: error.code, message: error.message, kind: error.kind };
  if (error instanceof Error) return { code: 'UNKNOWN', message: error.message, kind: 'unknown' };
  return { code: 'UNKNOWN', message: String(error), kind: 'unknown' };
}

/** The gateway address a failed call carries (SYS_UNAUTHORIZED answers hold data.gateway). */
export function gatewayFromError(error: unknown): string | undefined {
  if (!(error instanceof CallError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const gateway = (error.data as { gateway?: unknown }).gateway;
  return typeof gateway === 'string' && gateway.length > 0 ? gateway : undefined;
}
