import { createContext } from 'react';
import type { DialogService } from './create-dialog-service.js';

export const DialogContext = createContext<DialogService | null>(null);
