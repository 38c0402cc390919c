import { screen, within } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { message } from '../../../src/machines/shared/message';
import { messages as spanishMessages } from '../../../src/locales/es';
import { messageText } from '../../../src/views/hooks/useMessage';
import { buildSuggestion } from '../../support/factories';
import { API, demoAdmin, renderRoute } from '../support/renderRoute';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 8000 };

describe("the admin pages' toasts in Spanish", () => {
  it('tells an administrator in Spanish that a suggestion was approved', async () => {
    await servedIn('es');
    const user = userEvent.setup({ delay: null });
    renderRoute('/admin/suggestions', {
      user: demoAdmin,
      handlers: [
        http.get(`${API}/suggestions/admin/pending`, () => HttpResponse.json([buildSuggestion(1, { recap_title: 'Recap 1 of the week' })])),
        http.put(`${API}/suggestions/admin/:id`, () => HttpResponse.json({ message: 'ok' })),
      ],
    });
    const main = within(await screen.findByRole('main', {}, slow));
    const card = within(await main.findByRole('listitem', {}, slow));
    await user.click(card.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Sugerencia aprobada', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('Suggestion approved')).toBeNull();
  });

  it('says the decisions of the queues, the moderation of a recap, a channel added and an edit saved in Spanish', () => {
    const spanish = setupI18n({ locale: 'es', messages: { es: spanishMessages } });
    const say = (id: string, values?: Record<string, string>) => messageText(spanish, message(id, values));
    expect(say('admin.moderation.marked', { status: 'private' })).toBe('Resumen marcado como privado.');
    expect(say('admin.moderation.marked', { status: 'error' })).toBe('Resumen marcado como erróneo.');
    expect(say('admin.moderation.marked', { status: 'public' })).toBe('Resumen marcado como público.');
    expect(say('admin.moderation.failed')).toBe('No se pudo actualizar el estado.');
    expect(say('admin.pending.approved')).toBe('Canal aprobado');
    expect(say('admin.pending.rejected')).toBe('Canal rechazado');
    expect(say('admin.pending.alreadyAdded')).toBe('El canal ya se había añadido: sale de los canales pendientes.');
    expect(say('admin.suggestions.rejected')).toBe('Sugerencia rechazada');
    expect(say('admin.thumbnails.deleted')).toBe('Coincidencia eliminada');
    expect(say('admin.addChannel.added')).toBe('Canal añadido correctamente');
    expect(say('admin.editRecap.updated')).toBe('Resumen actualizado');
    expect(say('admin.editSeries.updated')).toBe('Serie actualizada');
    expect(say('admin.editRecap.loadFailed')).toBe('No se pudieron obtener los datos del resumen.');
    expect(say('admin.editRecap.saveFailed')).toBe('No se pudo actualizar el resumen.');
  });
});
