// Spanish: the shared failure titles, retry, directionControl, and `p` (plural forms).
import type { FailureStrings } from '../../internal/failure-strings.js';
import { plural } from '../plural.js';

export const p = plural('es');

export const failure: Required<FailureStrings> = {
  failureNotFound: 'No encontrado',
  failureNotEnabled: 'No habilitado para esta aplicación',
  failureNotAllowed: 'Se rechazó el ID de aplicación o la clave de API',
  failureInvalid: 'La solicitud se rechazó por no ser válida',
  failureRateLimited: 'Demasiadas solicitudes: inténtalo de nuevo en un momento',
  failureUnreachable: 'No se pudo conectar con el servicio',
  failureMalformed: 'El servicio envió una respuesta inesperada',
  failureOther: 'Se produjo un error',
  retry: 'Reintentar',
  directionControl: (name) => `control de dirección ${name}, mostrado y no aplicado`,
};
