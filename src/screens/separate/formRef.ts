// The isolation form the setting screen runs; its steps (HeaderStep, LinesStep) read and send to it.
import type { ActorRefFrom } from 'xstate';
import type { separationFormMachine } from '../../machines/separate/separationForm.machine';

export type FormRef = ActorRefFrom<typeof separationFormMachine>;
