import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': 'Permissões',
  'permissions.intro':
    'Configurações de toda a organização para compartilhamento, downloads, sessões e incorporação. A restrição de IP tem uma página própria.',
  'permissions.loading': 'Carregando as permissões…',
  'permissions.loadFailed': 'Não foi possível carregar as permissões.',
  'permissions.sharing': 'Compartilhamento e downloads',
  'permissions.disablePublicLinks': 'Desativar links públicos',
  'permissions.disablePublicLinksHint':
    'Ninguém pode compartilhar conteúdo por um link que funcione sem login.',
  'permissions.disableDownloads': 'Desativar downloads',
  'permissions.disableDownloadsHint': 'Ninguém pode baixar vídeos ou seus anexos.',
  'permissions.session': 'Sessões',
  'permissions.autoLogout': 'Sair automaticamente após inatividade',
  'permissions.autoLogoutTimeout': 'Inatividade antes de sair (minutos)',
  'permissions.timeoutRange': 'Informe minutos inteiros de {min} a {max}.',
  'permissions.origins': 'Sites que podem incorporar o player',
  'permissions.originsHint':
    'Páginas nestas origens podem controlar o player em um iframe. Uma origem é http ou https, um host e uma porta opcional, sem caminho: por exemplo https://lms.example.com.',
  'permissions.originsEmpty':
    'Nenhum site é permitido ainda: apenas este portal controla seu player.',
  'permissions.originsCount': '{count} de {max} origens',
  'permissions.newOrigin': 'Origem a permitir',
  'permissions.addOrigin': 'Adicionar',
  'permissions.remove': 'Remover',
  'permissions.removeOrigin': 'Remover {origin}',
  'permissions.originAdded': '{origin} adicionada. Salve para aplicar.',
  'permissions.originRemoved': '{origin} removida. Salve para aplicar.',
  'permissions.origin.empty': 'Informe uma origem para adicionar.',
  'permissions.origin.invalid':
    'Isto não é uma origem. Use http:// ou https://, um host e uma porta opcional, sem caminho: por exemplo https://lms.example.com.',
  'permissions.origin.duplicate': 'Esta origem já está na lista.',
  'permissions.origin.tooMany': 'A lista está cheia: no máximo {max} origens. Remova uma primeiro.',
  'permissions.origin.storedInvalid': 'Origem inválida: remova-a antes de salvar.',
  'permissions.saveFailed': 'Não foi possível salvar as permissões.',
  'permissions.saved': 'As permissões foram salvas.',
  'permissions.saving': 'Salvando…',
  'permissions.discard': 'Descartar alterações',
} satisfies Translation<typeof permissions>;
