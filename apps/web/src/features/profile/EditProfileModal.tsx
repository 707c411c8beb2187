import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  apiPaths,
  profileFormSchema,
  type MemberProfile,
  type ProfileForm,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { apiRequest } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  title: {
    id: 'profile.EditProfileModal.title',
    defaultMessage: 'Edit Profile',
    description: 'Dialog title',
  },
  verified: {
    id: 'profile.EditProfileModal.verified',
    defaultMessage:
      'Update your name and contact details. Your verification certifies your name and WeChat ID: a reviewer checks a change to them before members who check you see it. A new phone or WhatsApp number finds you once you prove it with a code.',
  },
  notVerified: {
    id: 'profile.EditProfileModal.notVerified',
    defaultMessage:
      'Update your name and contact details. A new phone or WhatsApp number finds you once you prove it with a code.',
  },
  firstName: { id: 'profile.EditProfileModal.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'profile.EditProfileModal.lastName', defaultMessage: 'Last Name' },
  phone: { id: 'profile.EditProfileModal.phone', defaultMessage: 'Phone Number' },
  whatsapp: { id: 'profile.EditProfileModal.whatsapp', defaultMessage: 'WhatsApp Number' },
  wechatId: { id: 'profile.EditProfileModal.wechatId', defaultMessage: 'WeChat ID (optional)' },
  wechatName: {
    id: 'profile.EditProfileModal.wechatName',
    defaultMessage: 'WeChat Name (optional)',
  },
  cancel: { id: 'profile.EditProfileModal.cancel', defaultMessage: 'Cancel' },
  save: {
    id: 'profile.EditProfileModal.save',
    defaultMessage: 'Save Changes',
    description: 'Button',
  },
});

const fieldOf = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone_number: 'phoneNumber',
  whatsapp_number: 'whatsappNumber',
  wechat_id: 'wechatId',
  wechat_name: 'wechatName',
} as const satisfies Record<string, keyof ProfileForm>;

interface EditProfileModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: MemberProfile;
  onSaved: (profile: MemberProfile) => void;
}

/** Spec 2's Edit Profile modal, saved for real with POST /account/update-profile. */
export function EditProfileModal({ open, onOpenChange, profile, onSaved }: EditProfileModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(profile.status === 'VERIFIED' ? m.verified : m.notVerified)}
    >
      {/* Radix unmounts the content when closed, so every opening starts from the saved values. */}
      <EditProfileForm profile={profile} onCancel={() => onOpenChange(false)} onSaved={onSaved} />
    </Modal>
  );
}

interface EditProfileFormProps {
  profile: MemberProfile;
  onCancel: () => void;
  onSaved: (profile: MemberProfile) => void;
}

function EditProfileForm({ profile, onCancel, onSaved }: EditProfileFormProps) {
  const intl = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: profile.first_name,
      lastName: profile.last_name,
      phoneNumber: profile.phone_number,
      whatsappNumber: profile.whatsapp_number,
      wechatId: profile.wechat_id ?? '',
      wechatName: profile.wechat_name ?? '',
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    const res = await apiRequest<MemberProfile>(apiPaths.updateProfile, {
      body: {
        first_name: v.firstName,
        last_name: v.lastName,
        phone_number: v.phoneNumber,
        whatsapp_number: v.whatsappNumber,
        wechat_id: v.wechatId,
        wechat_name: v.wechatName,
      },
    });
    if (!res.ok) {
      setServerError(res.msg);
      applyServerErrors(res.errors, fieldOf, setError);
      return;
    }
    onSaved(res.msg);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage(m.firstName)}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={intl.formatMessage(m.lastName)}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={intl.formatMessage(m.phone)}
          type="tel"
          autoComplete="tel"
          required
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label={intl.formatMessage(m.whatsapp)}
          type="tel"
          required
          error={errors.whatsappNumber?.message}
          {...register('whatsappNumber')}
        />
        <TextField
          label={intl.formatMessage(m.wechatId)}
          error={errors.wechatId?.message}
          {...register('wechatId')}
        />
        <TextField
          label={intl.formatMessage(m.wechatName)}
          error={errors.wechatName?.message}
          {...register('wechatName')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            reset();
            onCancel();
          }}
        >
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </form>
  );
}
