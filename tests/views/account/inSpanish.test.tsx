import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../src/domain/errorCodes';
import { USERNAME_RULE } from '../../../src/domain/username';
import { API, renderRoute } from '../support/renderRoute';
import { servedIn } from '../support/servedIn';

const main = () => within(screen.getByRole('main'));

/** Every English text of a screen, none of which a Spanish reader should meet. */
function expectNoEnglish(texts: string[]) {
  const shown = screen.getByRole('main').textContent ?? '';
  for (const text of texts) expect(shown).not.toContain(text);
}

describe('the login screen in Spanish', () => {
  it('labels its form in Spanish and says a refusal by its code, whatever the English the server wrote', async () => {
    await servedIn('es');
    const invalid = errorText('auth.invalidCredentials');
    renderRoute('/login', {
      user: null,
      handlers: [
        http.post(`${API}/auth/login`, () =>
          HttpResponse.json({ error: invalid, message: invalid, code: 'auth.invalidCredentials' }, { status: 401 }),
        ),
      ],
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    expect(document.title).toBe('Iniciar sesión · RecapShelf');
    const view = main();
    expect(view.getByRole('checkbox', { name: 'Recordarme' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/reset-password');
    expect(view.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(view.getByText(/¿No tienes una cuenta\?/)).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Mostrar contraseña' })).toHaveTextContent('Mostrar');

    await user.type(view.getByLabelText('Nombre de usuario o correo electrónico'), 'demo');
    await user.type(view.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(view.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Nombre de usuario, correo electrónico o contraseña incorrectos');
    expectNoEnglish([invalid, 'Username or Email', 'Password', 'Remember me', 'Forgot your password?', "Don't have an account?", 'Sign up', 'Login']);
  });

  it('says a refusal whose code it does not know in the server\'s English, and its own failure in Spanish', async () => {
    await servedIn('es');
    let answer = 0;
    renderRoute('/login', {
      user: null,
      handlers: [
        http.post(`${API}/auth/login`, () =>
          ++answer === 1
            ? HttpResponse.json({ error: 'A refusal from a newer server.', message: 'A refusal from a newer server.', code: 'auth.somethingNew' }, { status: 400 })
            : HttpResponse.error(),
        ),
      ],
    });
    const user = userEvent.setup({ delay: null });
    const view = main();
    await user.type(await view.findByLabelText('Nombre de usuario o correo electrónico'), 'demo');
    await user.type(view.getByLabelText('Contraseña'), 'demo-password');
    await user.click(view.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await view.findByRole('alert')).toHaveTextContent('A refusal from a newer server.');
    await user.click(view.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await view.findByRole('alert')).toHaveTextContent('No se pudo iniciar sesión.');
  });
});

describe('the register screen in Spanish', () => {
  it('labels its form and shows the username rule in Spanish, and says each refused field by its code', async () => {
    await servedIn('es');
    const emailInvalid = errorText('auth.emailInvalid');
    renderRoute('/register', {
      user: null,
      handlers: [
        http.post(`${API}/auth/register`, () =>
          HttpResponse.json(
            {
              error: `${USERNAME_RULE} ${emailInvalid}`,
              message: `${USERNAME_RULE} ${emailInvalid}`,
              code: 'validation.fields',
              errors: [
                { field: 'username', msg: USERNAME_RULE, code: 'auth.usernameRule', values: { min: 3, max: 30 } },
                { field: 'email', msg: emailInvalid, code: 'auth.emailInvalid' },
              ],
            },
            { status: 400 },
          ),
        ),
      ],
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeInTheDocument();
    expect(document.title).toBe('Crear una cuenta · RecapShelf');
    const view = main();
    const rule =
      'El nombre de usuario debe tener entre 3 y 30 caracteres: letras, números, guiones bajos, guiones o puntos.';
    expect(view.getByLabelText('Nombre de usuario')).toHaveAccessibleDescription(rule);
    expect(view.getByText(/¿Ya tienes una cuenta\?/)).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');

    await user.type(view.getByLabelText('Nombre de usuario'), 'a');
    await user.type(view.getByLabelText('Correo electrónico'), 'a@b');
    await user.type(view.getByLabelText('Contraseña'), 'secret-pass');
    await user.type(view.getByLabelText('Confirmar contraseña'), 'other-pass');
    await user.click(view.getByRole('button', { name: 'Registrarse' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden.');

    await user.clear(view.getByLabelText('Confirmar contraseña'));
    await user.type(view.getByLabelText('Confirmar contraseña'), 'secret-pass');
    await user.click(view.getByRole('button', { name: 'Registrarse' }));
    expect(await view.findByRole('alert')).toHaveTextContent(`${rule} Introduce una dirección de correo electrónico válida.`);
    expectNoEnglish([USERNAME_RULE, emailInvalid, 'Create an Account', 'Username', 'Email', 'Confirm Password', 'Already have an account?', 'Register']);
  });

  it('says the server\'s confirmation in Spanish', async () => {
    await servedIn('es');
    renderRoute('/register', {
      user: null,
      handlers: [
        http.post(`${API}/auth/register`, () =>
          HttpResponse.json({ message: 'Registration successful! Please check your email to verify your account.' }, { status: 201 }),
        ),
      ],
    });
    const user = userEvent.setup({ delay: null });
    const view = main();
    await user.type(await view.findByLabelText('Nombre de usuario'), 'reader');
    await user.type(view.getByLabelText('Correo electrónico'), 'reader@example.com');
    await user.type(view.getByLabelText('Contraseña'), 'secret-pass');
    await user.type(view.getByLabelText('Confirmar contraseña'), 'secret-pass');
    await user.click(view.getByRole('button', { name: 'Registrarse' }));
    expect(await view.findByRole('status')).toHaveTextContent('¡Registro completado! Revisa tu correo electrónico para verificar tu cuenta.');
    expect(view.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
