import { isSuccess } from '@stratum/contracts';
import { useState, type FormEvent } from 'react';

/**
 * A first page so `npm start` serves something a person can use: sign in and see who you are.
 * The full shell (routing, layout, modules) replaces it.
 */
export const App = () => {
  const [message, setMessage] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const res = await fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    });
    const body = (await res.json()) as {
      res: string;
      data: { user?: { fullName: string } };
      err_msg: string;
    };
    setMessage(
      isSuccess(body) ? `Signed in as ${body.data.user?.fullName}` : `Login Failed: ${body.err_msg}`,
    );
  };
  return (
    <main style={{ fontFamily: 'system-ui', maxWidth: 360, margin: '10vh auto' }}>
      <h1>Stratum</h1>
      <form onSubmit={submit}>
        <label>
          Email <input name="email" type="email" required />
        </label>
        <br />
        <label>
          Password <input name="password" type="password" required />
        </label>
        <br />
        <button type="submit">Sign in</button>
      </form>
      <p role="status">{message}</p>
    </main>
  );
};
