import { createContext } from 'react';
import type { ToastService } from './create-toast-service.js';

export const ToastContext = createContext<ToastService | null>(null);
