import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { constants, messages } from '@vouch/contracts';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { paths, safeNextPath } from '../../lib/paths';
import { clearSession, setToken } from '../../lib/session';
import { sleep } from '../../lib/sleep';
import { useHydrated } from '../../lib/use-hydrated';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountInfoKey, fetchAccountInfo } from '../../lib/user-info';
import { login, CLIENT_IP } from './api';
import { AuthLayout, authLinkClass } from './AuthLayout';
import { loginResolver } from './login-resolver';

/** A message another screen hands over when it sends the member here (registration's notice). */
export interface LoginLocationState {
  notice?: string;
}

export default function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = (useLocation().state as LoginLocationState | null)?.notice;
  // A protected page a mailed link opened (a copy of your data) sent the member here first.
  const next = safeNextPath(useSearchParams()[0].get('next'));
  // undefined until the screen shows a banner of its own: the handed-over notice meanwhile.
  const [banner, setBanner] = useState<{ tone: AlertTone; text: string } | null>();
  // The notice lives in the history entry, which the prerendered markup cannot know: it shows
  // once the screen is hydrated (at once when the app draws the screen itself).
  const hydrated = useHydrated();
  const handedOver = hydrated && notice ? { tone: 'success' as const, text: notice } : null;
  const shown = banner === undefined ? handedOver : banner;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  // The validation downloads once the screen is up (before the member can have typed much).
  useEffect(() => loginResolver.preload(), []);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    const res = await login({
      email_address: values.email,
      password: values.password,
      ip_address: CLIENT_IP,
      remember_me: values.rememberMe,
    });
    if (!res.ok) {
      setBanner({ tone: 'error', text: (res.status !== 0 && res.msg) || messages.loginFailed });
      return;
    }
    // Spec 4: store the token, wait a second, then load the user info.
    setToken(res.msg.authToken);
    await sleep(constants.loginUserInfoDelayMs);
    let staff = false;
    try {
      const profile = await fetchAccountInfo();
      queryClient.setQueryData(accountInfoKey, profile);
      staff = profile.role !== 'member';
    } catch {
      clearSession();
      setBanner({ tone: 'error', text: messages.serverBusy });
      return;
    }
    setBanner({ tone: 'success', text: messages.loginSuccess });
    // Staff land on the back office, which asks for their second factor first.
    navigate(next ?? (staff ? paths.backoffice : paths.dashboard), {
      state: { notice: messages.loginSuccess },
    });
  });

  return (
    <AuthLayout title="Log in to Vouch" subtitle="Welcome back. Enter your details to continue.">
      {shown && (
        <Alert tone={shown.tone} className="mb-5">
          {shown.text}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                label="Remember me"
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <Link to={paths.forgotPassword} className={`text-sm ${authLinkClass}`}>
            Don&apos;t remember your password?
          </Link>
        </div>
        <Button type="submit" fullWidth loading={isSubmitting}>
          Login
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-600">
        Not registered yet?{' '}
        <Link to={paths.register} className={authLinkClass}>
          Register Here
        </Link>
      </p>
    </AuthLayout>
  );
}
