// Brazilian Portuguese (also what `pt` falls back to): the shared failure titles, retry,
// directionControl, and `p` (plural forms).
import type { FailureStrings } from '../../internal/failure-strings.js';
import { plural } from '../plural.js';

export const p = plural('pt-BR');

export const failure: Required<FailureStrings> = {
  failureNotFound: 'Não encontrado',
  failureNotEnabled: 'Não habilitado para este aplicativo',
  failureNotAllowed: 'O ID do aplicativo ou a chave de API foi recusado',
  failureInvalid: 'A solicitação foi recusada por ser inválida',
  failureRateLimited: 'Muitas solicitações: tente novamente em instantes',
  failureUnreachable: 'Não foi possível acessar o serviço',
  failureMalformed: 'O serviço enviou uma resposta inesperada',
  failureOther: 'Algo deu errado',
  retry: 'Tentar novamente',
  directionControl: (name) => `controle de direção ${name}, exibido e não aplicado`,
};
