import { useId, useState } from 'react';
import styled from 'styled-components';
import { Heading, PageMeta } from '@wtm/ui';
import { defaultAfterLoginPath } from '@wtm/contract/data';
import { Card, PageBand } from '../../../components/auth-page.tsx';
import { GuestOnly } from '../../../components/guest-only.tsx';
import { useRegisterSubmit } from '../api/use-register-submit.ts';
import { useTrialChoice } from '../hooks/use-trial-choice.ts';
import { registerContent as content } from '../content/register-content.ts';
import { ProductList } from './product-list.tsx';
import { RegisterForm } from './register-form.tsx';
import { TrialChoiceNote } from './trial-choice-note.tsx';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The form comes first in the document, so phones and screen readers reach the task at
// once; from laptop width the products move to the left of it, as the product specification draws it.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'form' 'products';
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    grid-template-areas: 'products form';
    align-items: start;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const FormCard = styled(Card)`
  grid-area: form;
`;

const Trial = styled(TrialChoiceNote)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Products = styled(ProductList)`
  grid-area: products;
`;

/** Register: a signed-in visitor is sent to /account/home. */
export function RegisterPage() {
  const titleId = useId();
  const [signingIn, setSigningIn] = useState(false);
  const choice = useTrialChoice();
  const submit = useRegisterSubmit(setSigningIn, choice);
  return (
    <GuestOnly redirectTo={defaultAfterLoginPath} paused={signingIn}>
      <PageMeta {...content.meta} />
      <PageBand>
        <Heading level={1} size="xxl" id={titleId}>
          {content.title}
        </Heading>
        <Intro>{content.intro}</Intro>
        <Layout>
          <FormCard>
            {choice === undefined ? null : <Trial choice={choice} />}
            <RegisterForm titleId={titleId} onSubmit={submit} />
          </FormCard>
          <Products heading={content.productsHeading} groups={content.productGroups} />
        </Layout>
      </PageBand>
    </GuestOnly>
  );
}
