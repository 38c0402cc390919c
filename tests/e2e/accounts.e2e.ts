import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailLink, launchBrowser, login, newVisitor } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);

async function register(page: Page, username: string, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: /register|sign up|create/i }).click();
  await page.getByRole('link', { name: 'Go to Login' }).waitFor();
}

describe('member accounts in the browser', () => {
  it('registers, opens the verification link from the mail file, sees Email Verified!, logs in and out', async () => {
    const { context, page } = await newVisitor(browser);
    const name = `member_${unique()}`;
    const email = `${name}@example.com`;
    await register(page, name, email, 'member-password-1');

    await page.goto(await latestMailLink(email, '/verify-email?token='));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Email Verified!');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL('**/login');

    await login(page, email, 'member-password-1');
    await expect.poll(() => page.locator('header').innerText()).toContain(`Welcome, ${name}`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.locator('header').innerText()).toContain('Login');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('refuses an unverified login with the resend action, and the action clears after a resend', async () => {
    const { context, page } = await newVisitor(browser);
    const name = `waiting_${unique()}`;
    await register(page, name, `${name}@example.com`, 'member-password-2');
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill(`${name}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('member-password-2');
    await page.getByRole('button', { name: 'Login' }).click();
    const resend = page.getByRole('button', { name: 'Resend verification email' });
    await resend.waitFor();
    await resend.click();
    await resend.waitFor({ state: 'detached' });
    expect(await latestMailLink(`${name}@example.com`, '/verify-email?token=')).toContain('/verify-email?token=');
    await context.close();
  });

  it('resets a forgotten password from the mail link and logs in with the new one', async () => {
    const { context, page } = await newVisitor(browser);
    const name = `forgetful_${unique()}`;
    const email = `${name}@example.com`;
    await register(page, name, email, 'old-password-1');
    await page.goto(await latestMailLink(email, '/verify-email?token='));
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();

    await page.goto(await latestMailLink(email, '/reset-password-confirm?token='));
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm New Password').fill('new-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login', { timeout: 15_000 });

    await login(page, name, 'new-password-1');
    await expect.poll(() => page.locator('header').innerText()).toContain(`Welcome, ${name}`);
    await context.close();
  });
});
