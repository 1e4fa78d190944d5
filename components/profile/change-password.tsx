"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormInput, useZodForm } from "@/components/ui/form";
import { passwordChangeSchema } from "@/lib/auth/schemas";
import { inputLimits } from "@/lib/validations/limits";
import { useChangePassword } from "./queries";

const { shape } = passwordChangeSchema;
const EMPTY = { current_password: "", new_password: "" };

/** The Profile tab's password card: PUT /api/users/password, which also signs out the user's other devices. */
export function ChangePassword() {
  const change = useChangePassword();
  const form = useZodForm(passwordChangeSchema, { defaultValues: EMPTY });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs you out on your other devices.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit((values) => change.mutate(values, { onSuccess: () => form.reset(EMPTY) }))}
            noValidate
            className="grid max-w-md gap-4"
          >
            <fieldset disabled={change.isPending} className="grid min-w-0 gap-4">
              <FormInput
                control={form.control}
                name="current_password"
                label="Current password"
                type="password"
                autoComplete="current-password"
                required
                {...inputLimits(shape.current_password)}
              />
              <FormInput
                control={form.control}
                name="new_password"
                label="New password"
                type="password"
                autoComplete="new-password"
                required
                {...inputLimits(shape.new_password)}
              />
              <Button type="submit" className="w-fit">
                {change.isPending ? "Changing..." : "Change Password"}
              </Button>
            </fieldset>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
