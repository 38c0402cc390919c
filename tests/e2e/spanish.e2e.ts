import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailLink, launchBrowser, newVisitor } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * A reader whose browser asks for Spanish, from the first byte to a member's header: the page comes in Spanish
 * (decision 0126), the search, a recap, registering with its mail, and logging in speak it, and no English sentence
 * of those screens shows on the way.
 */
describe('a Spanish reader', () => {
  it('searches, opens a recap, registers, verifies the address from the mail and logs in, all in Spanish', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'es-ES' });
    await page.goto('/');
    // The boot shell, before the app: the server wrote it in Spanish.
    await page.getByRole('heading', { level: 1, name: 'Resúmenes de manhwa' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // Search: a word of the first card's title, the count line in Spanish plural forms.
    const firstTitle = await page.getByRole('article').first().getByRole('heading').first().innerText();
    const word = firstTitle.split(/\s+/).find((part) => /^\p{L}{4,}$/u.test(part)) ?? firstTitle.slice(0, 4);
    await page.getByRole('combobox', { name: 'Buscar resúmenes' }).fill(word);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === word);
    await expect.poll(() => page.locator('main').innerText()).toMatch(/\d+ resúmen(es)? encontrados?/);
    expect(await page.locator('main').innerText()).not.toMatch(/recap\(s\) found|Search recaps|Filters/);

    // A recap: its dialog's labels in Spanish.
    await page.getByRole('article').first().getByRole('button', { name: /^Abrir / }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Canal', { exact: true }).waitFor();
    expect(await dialog.innerText()).not.toMatch(/\b(Channel|Duration|Published|Watch on YouTube)\b/);
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    // Registering, and the verification mail's link.
    const name = `lector_${Math.random().toString(36).slice(2, 8)}`;
    const email = `${name}@example.com`;
    await page.getByRole('link', { name: 'Registrarse' }).first().click();
    await page.getByRole('heading', { name: 'Crear una cuenta' }).waitFor();
    await page.getByLabel('Nombre de usuario', { exact: true }).fill(name);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('contraseña-larga-1');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('contraseña-larga-1');
    await page.getByRole('button', { name: 'Registrarse' }).last().click();
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).waitFor();
    await page.goto(await latestMailLink(email, '/verify-email?token='));
    await page.getByRole('heading', { level: 1, name: '¡Correo electrónico verificado!' }).waitFor();

    // Logging in: the header greets the member in Spanish.
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await page.getByLabel('Nombre de usuario o correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('contraseña-larga-1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await expect.poll(() => page.locator('header').innerText()).toContain(`Hola, ${name}`);
    expect(await page.locator('header').innerText()).not.toMatch(/Welcome|Logout/);
    await context.close();
  });
});
