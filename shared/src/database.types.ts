export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.0.2"
  }
  public: {
    Tables: {
      access_log: {
        Row: {
          aal: string | null
          actor_email: string | null
          actor_id: string | null
          actor_name: string | null
          at: string
          client_address: unknown | null
          event: Database["public"]["Enums"]["access_event"]
          id: number
          subject_id: string | null
          subject_type: string | null
        }
        Insert: {
          aal?: string | null
          actor_email?: string | null
          actor_id?: string | null
          actor_name?: string | null
          at?: string
          client_address?: unknown | null
          event: Database["public"]["Enums"]["access_event"]
          id?: never
          subject_id?: string | null
          subject_type?: string | null
        }
        Update: {
          aal?: string | null
          actor_email?: string | null
          actor_id?: string | null
          actor_name?: string | null
          at?: string
          client_address?: unknown | null
          event?: Database["public"]["Enums"]["access_event"]
          id?: never
          subject_id?: string | null
          subject_type?: string | null
        }
        Relationships: []
      }
      checkout_items: {
        Row: {
          amount: number
          checkout_id: number
          description: string | null
          id: number
          kind: Database["public"]["Enums"]["payment_kind"]
          registration_id: number
        }
        Insert: {
          amount: number
          checkout_id: number
          description?: string | null
          id?: number
          kind: Database["public"]["Enums"]["payment_kind"]
          registration_id: number
        }
        Update: {
          amount?: number
          checkout_id?: number
          description?: string | null
          id?: number
          kind?: Database["public"]["Enums"]["payment_kind"]
          registration_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "checkout_items_checkout_id_fkey"
            columns: ["checkout_id"]
            isOneToOne: false
            referencedRelation: "checkouts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "checkout_items_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      checkouts: {
        Row: {
          amount: number
          completed_at: string | null
          created_at: string
          currency: string
          expires_at: string
          family_id: number
          id: number
          language: Database["public"]["Enums"]["language_code"]
          methods: Database["public"]["Enums"]["online_payment_method"][]
          provider_payment_id: string | null
          provider_session_id: string | null
          status: Database["public"]["Enums"]["checkout_status"]
          updated_at: string
          url: string | null
        }
        Insert: {
          amount: number
          completed_at?: string | null
          created_at?: string
          currency?: string
          expires_at: string
          family_id: number
          id?: number
          language: Database["public"]["Enums"]["language_code"]
          methods: Database["public"]["Enums"]["online_payment_method"][]
          provider_payment_id?: string | null
          provider_session_id?: string | null
          status?: Database["public"]["Enums"]["checkout_status"]
          updated_at?: string
          url?: string | null
        }
        Update: {
          amount?: number
          completed_at?: string | null
          created_at?: string
          currency?: string
          expires_at?: string
          family_id?: number
          id?: number
          language?: Database["public"]["Enums"]["language_code"]
          methods?: Database["public"]["Enums"]["online_payment_method"][]
          provider_payment_id?: string | null
          provider_session_id?: string | null
          status?: Database["public"]["Enums"]["checkout_status"]
          updated_at?: string
          url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "checkouts_family_id_fkey"
            columns: ["family_id"]
            isOneToOne: false
            referencedRelation: "families"
            referencedColumns: ["id"]
          },
        ]
      }
      child_collectors: {
        Row: {
          child_id: number
          created_at: string
          id: number
          name: string
          phone: string
          relationship: string
          updated_at: string
        }
        Insert: {
          child_id: number
          created_at?: string
          id?: number
          name: string
          phone: string
          relationship: string
          updated_at?: string
        }
        Update: {
          child_id?: number
          created_at?: string
          id?: number
          name?: string
          phone?: string
          relationship?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "child_collectors_child_id_fkey"
            columns: ["child_id"]
            isOneToOne: false
            referencedRelation: "children"
            referencedColumns: ["id"]
          },
        ]
      }
      children: {
        Row: {
          allergies: string | null
          authorised_collectors: string | null
          created_at: string
          date_of_birth: string | null
          erased_at: string | null
          family_id: number
          health_data_erased_at: string | null
          id: number
          medical_confirmed_at: string | null
          medication: string | null
          name: string | null
          photo_consent_withdrawn_at: string | null
          photos_social: boolean
          photos_website: boolean
          position: Database["public"]["Enums"]["player_position"] | null
          shirt_size: Database["public"]["Enums"]["shirt_size"] | null
          updated_at: string
        }
        Insert: {
          allergies?: string | null
          authorised_collectors?: string | null
          created_at?: string
          date_of_birth?: string | null
          erased_at?: string | null
          family_id: number
          health_data_erased_at?: string | null
          id?: number
          medical_confirmed_at?: string | null
          medication?: string | null
          name?: string | null
          photo_consent_withdrawn_at?: string | null
          photos_social?: boolean
          photos_website?: boolean
          position?: Database["public"]["Enums"]["player_position"] | null
          shirt_size?: Database["public"]["Enums"]["shirt_size"] | null
          updated_at?: string
        }
        Update: {
          allergies?: string | null
          authorised_collectors?: string | null
          created_at?: string
          date_of_birth?: string | null
          erased_at?: string | null
          family_id?: number
          health_data_erased_at?: string | null
          id?: number
          medical_confirmed_at?: string | null
          medication?: string | null
          name?: string | null
          photo_consent_withdrawn_at?: string | null
          photos_social?: boolean
          photos_website?: boolean
          position?: Database["public"]["Enums"]["player_position"] | null
          shirt_size?: Database["public"]["Enums"]["shirt_size"] | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "children_family_id_fkey"
            columns: ["family_id"]
            isOneToOne: false
            referencedRelation: "families"
            referencedColumns: ["id"]
          },
        ]
      }
      coaches: {
        Row: {
          bio_en: string
          bio_es: string | null
          bio_ru: string | null
          created_at: string
          id: number
          is_active: boolean
          license: string | null
          name_en: string
          name_es: string | null
          name_ru: string | null
          photo_url: string | null
          role_en: string
          role_es: string | null
          role_ru: string | null
          sort_order: number
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          bio_en: string
          bio_es?: string | null
          bio_ru?: string | null
          created_at?: string
          id?: number
          is_active?: boolean
          license?: string | null
          name_en: string
          name_es?: string | null
          name_ru?: string | null
          photo_url?: string | null
          role_en: string
          role_es?: string | null
          role_ru?: string | null
          sort_order?: number
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          bio_en?: string
          bio_es?: string | null
          bio_ru?: string | null
          created_at?: string
          id?: number
          is_active?: boolean
          license?: string | null
          name_en?: string
          name_es?: string | null
          name_ru?: string | null
          photo_url?: string | null
          role_en?: string
          role_es?: string | null
          role_ru?: string | null
          sort_order?: number
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "coaches_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      consent_texts: {
        Row: {
          created_at: string
          kind: Database["public"]["Enums"]["consent_kind"]
          language: Database["public"]["Enums"]["language_code"]
          sha256: string
          version: number
          wording: string
        }
        Insert: {
          created_at?: string
          kind: Database["public"]["Enums"]["consent_kind"]
          language: Database["public"]["Enums"]["language_code"]
          sha256: string
          version: number
          wording: string
        }
        Update: {
          created_at?: string
          kind?: Database["public"]["Enums"]["consent_kind"]
          language?: Database["public"]["Enums"]["language_code"]
          sha256?: string
          version?: number
          wording?: string
        }
        Relationships: []
      }
      consents: {
        Row: {
          child_id: number
          client_address: unknown | null
          created_at: string
          family_id: number
          given: boolean
          id: number
          kind: Database["public"]["Enums"]["consent_kind"]
          language: Database["public"]["Enums"]["language_code"]
          recorded_by: string | null
          signed_by: string | null
          signer_email: string | null
          source: Database["public"]["Enums"]["consent_source"]
          submission_id: number | null
          text_sha256: string
          text_version: number
        }
        Insert: {
          child_id: number
          client_address?: unknown | null
          created_at?: string
          family_id: number
          given: boolean
          id?: number
          kind: Database["public"]["Enums"]["consent_kind"]
          language: Database["public"]["Enums"]["language_code"]
          recorded_by?: string | null
          signed_by?: string | null
          signer_email?: string | null
          source?: Database["public"]["Enums"]["consent_source"]
          submission_id?: number | null
          text_sha256?: string
          text_version: number
        }
        Update: {
          child_id?: number
          client_address?: unknown | null
          created_at?: string
          family_id?: number
          given?: boolean
          id?: number
          kind?: Database["public"]["Enums"]["consent_kind"]
          language?: Database["public"]["Enums"]["language_code"]
          recorded_by?: string | null
          signed_by?: string | null
          signer_email?: string | null
          source?: Database["public"]["Enums"]["consent_source"]
          submission_id?: number | null
          text_sha256?: string
          text_version?: number
        }
        Relationships: [
          {
            foreignKeyName: "consents_child_id_fkey"
            columns: ["child_id"]
            isOneToOne: false
            referencedRelation: "children"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "consents_family_id_fkey"
            columns: ["family_id"]
            isOneToOne: false
            referencedRelation: "families"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "consents_recorded_by_fkey"
            columns: ["recorded_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "consents_submission_id_fkey"
            columns: ["submission_id"]
            isOneToOne: false
            referencedRelation: "registration_submissions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "consents_text_fkey"
            columns: ["kind", "text_version", "language", "text_sha256"]
            isOneToOne: false
            referencedRelation: "consent_texts"
            referencedColumns: ["kind", "version", "language", "sha256"]
          },
        ]
      }
      email_deliveries: {
        Row: {
          attempt: number
          error: string | null
          finished_at: string
          id: number
          ok: boolean
          outbox_id: number
          smtp_response: string | null
          started_at: string
        }
        Insert: {
          attempt: number
          error?: string | null
          finished_at?: string
          id?: number
          ok: boolean
          outbox_id: number
          smtp_response?: string | null
          started_at: string
        }
        Update: {
          attempt?: number
          error?: string | null
          finished_at?: string
          id?: number
          ok?: boolean
          outbox_id?: number
          smtp_response?: string | null
          started_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "email_deliveries_outbox_id_fkey"
            columns: ["outbox_id"]
            isOneToOne: false
            referencedRelation: "email_outbox"
            referencedColumns: ["id"]
          },
        ]
      }
      email_outbox: {
        Row: {
          attempts: number
          created_at: string
          dedupe_key: string | null
          enquiry_id: number | null
          family_id: number | null
          id: number
          kind: Database["public"]["Enums"]["email_kind"]
          language: Database["public"]["Enums"]["language_code"]
          last_error: string | null
          payload: Json | null
          payment_ids: number[]
          reference: string | null
          refund_id: number | null
          registration_ids: number[]
          sent_at: string | null
          status: Database["public"]["Enums"]["outbox_status"]
          to_address: string | null
        }
        Insert: {
          attempts?: number
          created_at?: string
          dedupe_key?: string | null
          enquiry_id?: number | null
          family_id?: number | null
          id?: number
          kind: Database["public"]["Enums"]["email_kind"]
          language: Database["public"]["Enums"]["language_code"]
          last_error?: string | null
          payload?: Json | null
          payment_ids?: number[]
          reference?: string | null
          refund_id?: number | null
          registration_ids?: number[]
          sent_at?: string | null
          status?: Database["public"]["Enums"]["outbox_status"]
          to_address?: string | null
        }
        Update: {
          attempts?: number
          created_at?: string
          dedupe_key?: string | null
          enquiry_id?: number | null
          family_id?: number | null
          id?: number
          kind?: Database["public"]["Enums"]["email_kind"]
          language?: Database["public"]["Enums"]["language_code"]
          last_error?: string | null
          payload?: Json | null
          payment_ids?: number[]
          reference?: string | null
          refund_id?: number | null
          registration_ids?: number[]
          sent_at?: string | null
          status?: Database["public"]["Enums"]["outbox_status"]
          to_address?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "email_outbox_enquiry_id_fkey"
            columns: ["enquiry_id"]
            isOneToOne: false
            referencedRelation: "enquiries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_outbox_family_id_fkey"
            columns: ["family_id"]
            isOneToOne: false
            referencedRelation: "families"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_outbox_refund_id_fkey"
            columns: ["refund_id"]
            isOneToOne: false
            referencedRelation: "refunds"
            referencedColumns: ["id"]
          },
        ]
      }
      enquiries: {
        Row: {
          answered_at: string | null
          answered_by: string | null
          client_address: unknown | null
          created_at: string
          email: string | null
          erased_at: string | null
          id: number
          language: Database["public"]["Enums"]["language_code"]
          message: string | null
          name: string | null
          phone: string | null
          staff_note: string | null
          status: Database["public"]["Enums"]["enquiry_status"]
          token_nonce: string | null
          updated_at: string
        }
        Insert: {
          answered_at?: string | null
          answered_by?: string | null
          client_address?: unknown | null
          created_at?: string
          email?: string | null
          erased_at?: string | null
          id?: number
          language?: Database["public"]["Enums"]["language_code"]
          message?: string | null
          name?: string | null
          phone?: string | null
          staff_note?: string | null
          status?: Database["public"]["Enums"]["enquiry_status"]
          token_nonce?: string | null
          updated_at?: string
        }
        Update: {
          answered_at?: string | null
          answered_by?: string | null
          client_address?: unknown | null
          created_at?: string
          email?: string | null
          erased_at?: string | null
          id?: number
          language?: Database["public"]["Enums"]["language_code"]
          message?: string | null
          name?: string | null
          phone?: string | null
          staff_note?: string | null
          status?: Database["public"]["Enums"]["enquiry_status"]
          token_nonce?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "enquiries_answered_by_fkey"
            columns: ["answered_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      families: {
        Row: {
          created_at: string
          email: string | null
          emergency_name: string | null
          emergency_phone: string | null
          erased_at: string | null
          id: number
          language: Database["public"]["Enums"]["language_code"]
          parent_name: string | null
          phone: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          email?: string | null
          emergency_name?: string | null
          emergency_phone?: string | null
          erased_at?: string | null
          id?: number
          language?: Database["public"]["Enums"]["language_code"]
          parent_name?: string | null
          phone?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          email?: string | null
          emergency_name?: string | null
          emergency_phone?: string | null
          erased_at?: string | null
          id?: number
          language?: Database["public"]["Enums"]["language_code"]
          parent_name?: string | null
          phone?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      family_changes: {
        Row: {
          at: string
          changed_by: string | null
          family_id: number
          fields: string[]
          id: number
          operation: string
          row_id: number
          table_name: string
        }
        Insert: {
          at?: string
          changed_by?: string | null
          family_id: number
          fields?: string[]
          id?: never
          operation: string
          row_id: number
          table_name: string
        }
        Update: {
          at?: string
          changed_by?: string | null
          family_id?: number
          fields?: string[]
          id?: never
          operation?: string
          row_id?: number
          table_name?: string
        }
        Relationships: [
          {
            foreignKeyName: "family_changes_family_id_fkey"
            columns: ["family_id"]
            isOneToOne: false
            referencedRelation: "families"
            referencedColumns: ["id"]
          },
        ]
      }
      family_guardians: {
        Row: {
          email: string
          family_id: number
          id: number
          invited_at: string
          invited_by: string | null
          name: string | null
          revoked_at: string | null
        }
        Insert: {
          email: string
          family_id: number
          id?: number
          invited_at?: string
          invited_by?: string | null
          name?: string | null
          revoked_at?: string | null
        }
        Update: {
          email?: string
          family_id?: number
          id?: number
          invited_at?: string
          invited_by?: string | null
          name?: string | null
          revoked_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "family_guardians_family_id_fkey"
            columns: ["family_id"]
            isOneToOne: false
            referencedRelation: "families"
            referencedColumns: ["id"]
          },
        ]
      }
      languages: {
        Row: {
          code: Database["public"]["Enums"]["language_code"]
          created_at: string
          is_active: boolean
          name: string
          sort_order: number
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          code: Database["public"]["Enums"]["language_code"]
          created_at?: string
          is_active?: boolean
          name: string
          sort_order?: number
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          code?: Database["public"]["Enums"]["language_code"]
          created_at?: string
          is_active?: boolean
          name?: string
          sort_order?: number
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "languages_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      menu_items: {
        Row: {
          component_key: Database["public"]["Enums"]["component_key"]
          created_at: string
          id: number
          is_active: boolean
          sort_order: number
          title_en: string
          title_es: string | null
          title_ru: string | null
          type: Database["public"]["Enums"]["menu_type"]
          updated_at: string
          updated_by: string | null
          url: string
        }
        Insert: {
          component_key: Database["public"]["Enums"]["component_key"]
          created_at?: string
          id?: number
          is_active?: boolean
          sort_order?: number
          title_en: string
          title_es?: string | null
          title_ru?: string | null
          type: Database["public"]["Enums"]["menu_type"]
          updated_at?: string
          updated_by?: string | null
          url?: string
        }
        Update: {
          component_key?: Database["public"]["Enums"]["component_key"]
          created_at?: string
          id?: number
          is_active?: boolean
          sort_order?: number
          title_en?: string
          title_es?: string | null
          title_ru?: string | null
          type?: Database["public"]["Enums"]["menu_type"]
          updated_at?: string
          updated_by?: string | null
          url?: string
        }
        Relationships: [
          {
            foreignKeyName: "menu_items_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      news: {
        Row: {
          created_at: string
          id: number
          preview_image_url: string | null
          publish_date: string
          status: Database["public"]["Enums"]["news_status"]
          text_en: string
          text_es: string | null
          text_ru: string | null
          title_en: string
          title_es: string | null
          title_ru: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          id?: number
          preview_image_url?: string | null
          publish_date?: string
          status?: Database["public"]["Enums"]["news_status"]
          text_en: string
          text_es?: string | null
          text_ru?: string | null
          title_en: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          id?: number
          preview_image_url?: string | null
          publish_date?: string
          status?: Database["public"]["Enums"]["news_status"]
          text_en?: string
          text_es?: string | null
          text_ru?: string | null
          title_en?: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "news_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      offers: {
        Row: {
          age_group: string | null
          before_camp_deadline: string | null
          before_camp_details: Database["public"]["Enums"]["before_camp_detail"][]
          birth_year_max: number
          birth_year_min: number
          campus_role: Database["public"]["Enums"]["campus_role"] | null
          campus_type: Database["public"]["Enums"]["campus_type"] | null
          capacity: number
          created_at: string
          deposit: number | null
          description_en: string
          description_es: string | null
          description_ru: string | null
          early_bird_price: number | null
          early_bird_until: string | null
          ends_at: string | null
          ends_on: string
          id: number
          kind: Database["public"]["Enums"]["offer_kind"]
          kit_list_en: string
          kit_list_es: string | null
          kit_list_ru: string | null
          online_registration: boolean
          price: number
          registration_closes_at: string
          registration_opens_at: string
          sort_order: number
          starts_at: string | null
          starts_on: string
          title_en: string
          title_es: string | null
          title_ru: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          age_group?: string | null
          before_camp_deadline?: string | null
          before_camp_details?: Database["public"]["Enums"]["before_camp_detail"][]
          birth_year_max: number
          birth_year_min: number
          campus_role?: Database["public"]["Enums"]["campus_role"] | null
          campus_type?: Database["public"]["Enums"]["campus_type"] | null
          capacity: number
          created_at?: string
          deposit?: number | null
          description_en?: string
          description_es?: string | null
          description_ru?: string | null
          early_bird_price?: number | null
          early_bird_until?: string | null
          ends_at?: string | null
          ends_on: string
          id?: number
          kind: Database["public"]["Enums"]["offer_kind"]
          kit_list_en?: string
          kit_list_es?: string | null
          kit_list_ru?: string | null
          online_registration?: boolean
          price: number
          registration_closes_at: string
          registration_opens_at?: string
          sort_order?: number
          starts_at?: string | null
          starts_on: string
          title_en: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          age_group?: string | null
          before_camp_deadline?: string | null
          before_camp_details?: Database["public"]["Enums"]["before_camp_detail"][]
          birth_year_max?: number
          birth_year_min?: number
          campus_role?: Database["public"]["Enums"]["campus_role"] | null
          campus_type?: Database["public"]["Enums"]["campus_type"] | null
          capacity?: number
          created_at?: string
          deposit?: number | null
          description_en?: string
          description_es?: string | null
          description_ru?: string | null
          early_bird_price?: number | null
          early_bird_until?: string | null
          ends_at?: string | null
          ends_on?: string
          id?: number
          kind?: Database["public"]["Enums"]["offer_kind"]
          kit_list_en?: string
          kit_list_es?: string | null
          kit_list_ru?: string | null
          online_registration?: boolean
          price?: number
          registration_closes_at?: string
          registration_opens_at?: string
          sort_order?: number
          starts_at?: string | null
          starts_on?: string
          title_en?: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "offers_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      pages: {
        Row: {
          content: Json
          created_at: string
          key: Database["public"]["Enums"]["page_key"]
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          content?: Json
          created_at?: string
          key: Database["public"]["Enums"]["page_key"]
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          content?: Json
          created_at?: string
          key?: Database["public"]["Enums"]["page_key"]
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "pages_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      payment_events: {
        Row: {
          checkout_id: number | null
          id: string
          object_id: string | null
          outcome: string
          received_at: string
          type: string
        }
        Insert: {
          checkout_id?: number | null
          id: string
          object_id?: string | null
          outcome: string
          received_at?: string
          type: string
        }
        Update: {
          checkout_id?: number | null
          id?: string
          object_id?: string | null
          outcome?: string
          received_at?: string
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "payment_events_checkout_id_fkey"
            columns: ["checkout_id"]
            isOneToOne: false
            referencedRelation: "checkouts"
            referencedColumns: ["id"]
          },
        ]
      }
      payments: {
        Row: {
          amount: number
          checkout_id: number | null
          created_at: string
          id: number
          kind: Database["public"]["Enums"]["payment_kind"]
          method: Database["public"]["Enums"]["payment_method"]
          note: string | null
          paid_on: string
          provider_payment_id: string | null
          recorded_by: string | null
          refunded: number
          registration_id: number
          updated_at: string
        }
        Insert: {
          amount: number
          checkout_id?: number | null
          created_at?: string
          id?: number
          kind: Database["public"]["Enums"]["payment_kind"]
          method: Database["public"]["Enums"]["payment_method"]
          note?: string | null
          paid_on?: string
          provider_payment_id?: string | null
          recorded_by?: string | null
          refunded?: number
          registration_id: number
          updated_at?: string
        }
        Update: {
          amount?: number
          checkout_id?: number | null
          created_at?: string
          id?: number
          kind?: Database["public"]["Enums"]["payment_kind"]
          method?: Database["public"]["Enums"]["payment_method"]
          note?: string | null
          paid_on?: string
          provider_payment_id?: string | null
          recorded_by?: string | null
          refunded?: number
          registration_id?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "payments_checkout_id_fkey"
            columns: ["checkout_id"]
            isOneToOne: false
            referencedRelation: "checkouts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_recorded_by_fkey"
            columns: ["recorded_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      places: {
        Row: {
          offer_id: number
          place_no: number
          registration_id: number | null
          taken_at: string | null
        }
        Insert: {
          offer_id: number
          place_no: number
          registration_id?: number | null
          taken_at?: string | null
        }
        Update: {
          offer_id?: number
          place_no?: number
          registration_id?: number | null
          taken_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "places_offer_id_fkey"
            columns: ["offer_id"]
            isOneToOne: false
            referencedRelation: "offers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "places_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: true
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      programmes: {
        Row: {
          age_group: string | null
          created_at: string
          description_en: string
          description_es: string | null
          description_ru: string | null
          id: number
          image_url: string | null
          is_active: boolean
          schedule_en: string | null
          schedule_es: string | null
          schedule_ru: string | null
          sort_order: number
          title_en: string
          title_es: string | null
          title_ru: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          age_group?: string | null
          created_at?: string
          description_en: string
          description_es?: string | null
          description_ru?: string | null
          id?: number
          image_url?: string | null
          is_active?: boolean
          schedule_en?: string | null
          schedule_es?: string | null
          schedule_ru?: string | null
          sort_order?: number
          title_en: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          age_group?: string | null
          created_at?: string
          description_en?: string
          description_es?: string | null
          description_ru?: string | null
          id?: number
          image_url?: string | null
          is_active?: boolean
          schedule_en?: string | null
          schedule_es?: string | null
          schedule_ru?: string | null
          sort_order?: number
          title_en?: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "programmes_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      refunds: {
        Row: {
          amount: number
          automatic: boolean
          created_at: string
          failure: string | null
          id: number
          payment_id: number
          provider_refund_id: string | null
          reason: string | null
          reason_code: Database["public"]["Enums"]["refund_reason_code"] | null
          requested_by: string | null
          status: Database["public"]["Enums"]["refund_status"]
          succeeded_at: string | null
          updated_at: string
        }
        Insert: {
          amount: number
          automatic?: boolean
          created_at?: string
          failure?: string | null
          id?: number
          payment_id: number
          provider_refund_id?: string | null
          reason?: string | null
          reason_code?: Database["public"]["Enums"]["refund_reason_code"] | null
          requested_by?: string | null
          status?: Database["public"]["Enums"]["refund_status"]
          succeeded_at?: string | null
          updated_at?: string
        }
        Update: {
          amount?: number
          automatic?: boolean
          created_at?: string
          failure?: string | null
          id?: number
          payment_id?: number
          provider_refund_id?: string | null
          reason?: string | null
          reason_code?: Database["public"]["Enums"]["refund_reason_code"] | null
          requested_by?: string | null
          status?: Database["public"]["Enums"]["refund_status"]
          succeeded_at?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "refunds_payment_id_fkey"
            columns: ["payment_id"]
            isOneToOne: false
            referencedRelation: "payments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "refunds_requested_by_fkey"
            columns: ["requested_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      registration_notes: {
        Row: {
          body: string
          created_at: string
          created_by: string | null
          enquiry_id: number | null
          id: number
          registration_id: number | null
        }
        Insert: {
          body: string
          created_at?: string
          created_by?: string | null
          enquiry_id?: number | null
          id?: number
          registration_id?: number | null
        }
        Update: {
          body?: string
          created_at?: string
          created_by?: string | null
          enquiry_id?: number | null
          id?: number
          registration_id?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "registration_notes_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registration_notes_enquiry_id_fkey"
            columns: ["enquiry_id"]
            isOneToOne: false
            referencedRelation: "enquiries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registration_notes_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
      registration_settings: {
        Row: {
          balance_due_days: number
          bank_account_holder: string | null
          bank_bic: string | null
          bank_iban: string | null
          bizum_phone: string | null
          created_at: string
          deposit_hold_hours: number
          health_data_retention_days: number
          id: number
          notification_language: Database["public"]["Enums"]["language_code"]
          online_payment_methods: Database["public"]["Enums"]["online_payment_method"][]
          online_payments: boolean
          online_registration: boolean
          payment_instructions_en: string | null
          payment_instructions_es: string | null
          payment_instructions_ru: string | null
          refund_until_days: number
          sibling_discount_percent: number
          staff_second_factor_required: boolean
          transfer_allowed: boolean
          transfer_days: number
          updated_at: string
          updated_by: string | null
          waiting_list_hold_hours: number
        }
        Insert: {
          balance_due_days?: number
          bank_account_holder?: string | null
          bank_bic?: string | null
          bank_iban?: string | null
          bizum_phone?: string | null
          created_at?: string
          deposit_hold_hours?: number
          health_data_retention_days?: number
          id?: number
          notification_language?: Database["public"]["Enums"]["language_code"]
          online_payment_methods?: Database["public"]["Enums"]["online_payment_method"][]
          online_payments?: boolean
          online_registration?: boolean
          payment_instructions_en?: string | null
          payment_instructions_es?: string | null
          payment_instructions_ru?: string | null
          refund_until_days?: number
          sibling_discount_percent?: number
          staff_second_factor_required?: boolean
          transfer_allowed?: boolean
          transfer_days?: number
          updated_at?: string
          updated_by?: string | null
          waiting_list_hold_hours?: number
        }
        Update: {
          balance_due_days?: number
          bank_account_holder?: string | null
          bank_bic?: string | null
          bank_iban?: string | null
          bizum_phone?: string | null
          created_at?: string
          deposit_hold_hours?: number
          health_data_retention_days?: number
          id?: number
          notification_language?: Database["public"]["Enums"]["language_code"]
          online_payment_methods?: Database["public"]["Enums"]["online_payment_method"][]
          online_payments?: boolean
          online_registration?: boolean
          payment_instructions_en?: string | null
          payment_instructions_es?: string | null
          payment_instructions_ru?: string | null
          refund_until_days?: number
          sibling_discount_percent?: number
          staff_second_factor_required?: boolean
          transfer_allowed?: boolean
          transfer_days?: number
          updated_at?: string
          updated_by?: string | null
          waiting_list_hold_hours?: number
        }
        Relationships: [
          {
            foreignKeyName: "registration_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      registration_submissions: {
        Row: {
          body_sha256: string
          client_address: unknown | null
          created_at: string
          family_id: number | null
          id: number
          idempotency_key: string
          result: Json | null
          token_nonce: string
        }
        Insert: {
          body_sha256: string
          client_address?: unknown | null
          created_at?: string
          family_id?: number | null
          id?: number
          idempotency_key: string
          result?: Json | null
          token_nonce: string
        }
        Update: {
          body_sha256?: string
          client_address?: unknown | null
          created_at?: string
          family_id?: number | null
          id?: number
          idempotency_key?: string
          result?: Json | null
          token_nonce?: string
        }
        Relationships: [
          {
            foreignKeyName: "registration_submissions_family_id_fkey"
            columns: ["family_id"]
            isOneToOne: false
            referencedRelation: "families"
            referencedColumns: ["id"]
          },
        ]
      }
      registrations: {
        Row: {
          cancel_note: string | null
          cancel_reason: Database["public"]["Enums"]["cancel_reason"] | null
          cancelled_at: string | null
          child_id: number
          child_key: string | null
          created_at: string
          family_id: number
          hold_expires_at: string | null
          id: number
          offer_id: number
          offered_at: string | null
          pay_by: string | null
          queue_seq: number | null
          status: Database["public"]["Enums"]["registration_status"]
          status_changed_at: string
          submission_id: number | null
          updated_at: string
          waiting_since: string | null
        }
        Insert: {
          cancel_note?: string | null
          cancel_reason?: Database["public"]["Enums"]["cancel_reason"] | null
          cancelled_at?: string | null
          child_id: number
          child_key?: string | null
          created_at?: string
          family_id: number
          hold_expires_at?: string | null
          id?: number
          offer_id: number
          offered_at?: string | null
          pay_by?: string | null
          queue_seq?: number | null
          status?: Database["public"]["Enums"]["registration_status"]
          status_changed_at?: string
          submission_id?: number | null
          updated_at?: string
          waiting_since?: string | null
        }
        Update: {
          cancel_note?: string | null
          cancel_reason?: Database["public"]["Enums"]["cancel_reason"] | null
          cancelled_at?: string | null
          child_id?: number
          child_key?: string | null
          created_at?: string
          family_id?: number
          hold_expires_at?: string | null
          id?: number
          offer_id?: number
          offered_at?: string | null
          pay_by?: string | null
          queue_seq?: number | null
          status?: Database["public"]["Enums"]["registration_status"]
          status_changed_at?: string
          submission_id?: number | null
          updated_at?: string
          waiting_since?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "registrations_child_id_fkey"
            columns: ["child_id"]
            isOneToOne: false
            referencedRelation: "children"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_family_id_fkey"
            columns: ["family_id"]
            isOneToOne: false
            referencedRelation: "families"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_offer_id_fkey"
            columns: ["offer_id"]
            isOneToOne: false
            referencedRelation: "offers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "registrations_submission_id_fkey"
            columns: ["submission_id"]
            isOneToOne: false
            referencedRelation: "registration_submissions"
            referencedColumns: ["id"]
          },
        ]
      }
      site_settings: {
        Row: {
          address_en: string
          address_es: string | null
          address_ru: string | null
          address_url: string | null
          company_address: string | null
          company_name: string | null
          company_registry: string | null
          company_tax_id: string | null
          contact_email: string | null
          created_at: string
          id: number
          map_embed_url: string | null
          min_loader_ms: number
          phone_number: string | null
          social_network_url: string | null
          social_photo_url: string | null
          social_short_video_url: string | null
          social_video_url: string | null
          updated_at: string
          updated_by: string | null
          whatsapp_link: string | null
        }
        Insert: {
          address_en?: string
          address_es?: string | null
          address_ru?: string | null
          address_url?: string | null
          company_address?: string | null
          company_name?: string | null
          company_registry?: string | null
          company_tax_id?: string | null
          contact_email?: string | null
          created_at?: string
          id?: number
          map_embed_url?: string | null
          min_loader_ms?: number
          phone_number?: string | null
          social_network_url?: string | null
          social_photo_url?: string | null
          social_short_video_url?: string | null
          social_video_url?: string | null
          updated_at?: string
          updated_by?: string | null
          whatsapp_link?: string | null
        }
        Update: {
          address_en?: string
          address_es?: string | null
          address_ru?: string | null
          address_url?: string | null
          company_address?: string | null
          company_name?: string | null
          company_registry?: string | null
          company_tax_id?: string | null
          contact_email?: string | null
          created_at?: string
          id?: number
          map_embed_url?: string | null
          min_loader_ms?: number
          phone_number?: string | null
          social_network_url?: string | null
          social_photo_url?: string | null
          social_short_video_url?: string | null
          social_video_url?: string | null
          updated_at?: string
          updated_by?: string | null
          whatsapp_link?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "site_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      subscriptions: {
        Row: {
          created_at: string
          description_en: string
          description_es: string | null
          description_ru: string | null
          id: number
          is_hourly: boolean
          is_monthly: boolean
          price: number
          price_per_session: number | null
          sort_order: number
          title_en: string
          title_es: string | null
          title_ru: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          description_en: string
          description_es?: string | null
          description_ru?: string | null
          id?: number
          is_hourly?: boolean
          is_monthly?: boolean
          price: number
          price_per_session?: number | null
          sort_order?: number
          title_en: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          description_en?: string
          description_es?: string | null
          description_ru?: string | null
          id?: number
          is_hourly?: boolean
          is_monthly?: boolean
          price?: number
          price_per_session?: number | null
          sort_order?: number
          title_en?: string
          title_es?: string | null
          title_ru?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "subscriptions_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      users: {
        Row: {
          created_at: string
          email: string
          id: string
          is_active: boolean
          last_name: string
          name: string
          role: Database["public"]["Enums"]["staff_role"]
          updated_at: string
        }
        Insert: {
          created_at?: string
          email: string
          id: string
          is_active?: boolean
          last_name?: string
          name: string
          role: Database["public"]["Enums"]["staff_role"]
          updated_at?: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          is_active?: boolean
          last_name?: string
          name?: string
          role?: Database["public"]["Enums"]["staff_role"]
          updated_at?: string
        }
        Relationships: []
      }
      waiting_tickets: {
        Row: {
          offer_id: number
          registration_id: number | null
          taken_at: string | null
          ticket_no: number
        }
        Insert: {
          offer_id: number
          registration_id?: number | null
          taken_at?: string | null
          ticket_no: number
        }
        Update: {
          offer_id?: number
          registration_id?: number | null
          taken_at?: string | null
          ticket_no?: number
        }
        Relationships: [
          {
            foreignKeyName: "waiting_tickets_offer_id_fkey"
            columns: ["offer_id"]
            isOneToOne: false
            referencedRelation: "offers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "waiting_tickets_registration_id_fkey"
            columns: ["registration_id"]
            isOneToOne: false
            referencedRelation: "registrations"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      change_history: {
        Row: {
          actor_id: string | null
          actor_name: string | null
          changed_at: string | null
          changed_fields: string[] | null
          id: number | null
          new_values: Json | null
          old_values: Json | null
          op: string | null
          record: Json | null
          restored_from: number | null
          row_id: string | null
          table_name: string | null
        }
        Insert: {
          actor_id?: string | null
          actor_name?: string | null
          changed_at?: string | null
          changed_fields?: string[] | null
          id?: number | null
          new_values?: Json | null
          old_values?: Json | null
          op?: string | null
          record?: Json | null
          restored_from?: number | null
          row_id?: string | null
          table_name?: string | null
        }
        Update: {
          actor_id?: string | null
          actor_name?: string | null
          changed_at?: string | null
          changed_fields?: string[] | null
          id?: number | null
          new_values?: Json | null
          old_values?: Json | null
          op?: string | null
          record?: Json | null
          restored_from?: number | null
          row_id?: string | null
          table_name?: string | null
        }
        Relationships: []
      }
      email_log: {
        Row: {
          attempts: number | null
          created_at: string | null
          kind: Database["public"]["Enums"]["email_kind"] | null
          language: Database["public"]["Enums"]["language_code"] | null
          last_error: string | null
          outbox_id: number | null
          registration_id: number | null
          sent_at: string | null
          status: Database["public"]["Enums"]["outbox_status"] | null
          to_address: string | null
        }
        Relationships: []
      }
      offer_places: {
        Row: {
          capacity: number | null
          ends_on: string | null
          id: number | null
          kind: Database["public"]["Enums"]["offer_kind"] | null
          places_left: number | null
          starts_on: string | null
          taken: number | null
          title_en: string | null
          title_es: string | null
          title_ru: string | null
          waiting: number | null
        }
        Relationships: []
      }
      recently_deleted: {
        Row: {
          actor_id: string | null
          actor_name: string | null
          change_id: number | null
          deleted_at: string | null
          record: Json | null
          row_id: string | null
          table_name: string | null
        }
        Relationships: []
      }
      registration_overview: {
        Row: {
          before_camp_missing:
            Database["public"]["Enums"]["before_camp_detail"][] | null
          before_camp_ready: boolean | null
          before_camp_required:
            Database["public"]["Enums"]["before_camp_detail"][] | null
          birth_year: number | null
          cancel_note: string | null
          cancel_reason: Database["public"]["Enums"]["cancel_reason"] | null
          child_id: number | null
          child_name: string | null
          created_at: string | null
          date_of_birth: string | null
          deposit: number | null
          early_bird: boolean | null
          email: string | null
          ends_on: string | null
          family_id: number | null
          has_health_data: boolean | null
          hold_expires_at: string | null
          id: number | null
          language: Database["public"]["Enums"]["language_code"] | null
          list_price: number | null
          offer_id: number | null
          offer_kind: Database["public"]["Enums"]["offer_kind"] | null
          offer_title: string | null
          offer_title_en: string | null
          offer_title_es: string | null
          offer_title_ru: string | null
          paid: number | null
          parent_name: string | null
          pay_by: string | null
          payment_progress:
            Database["public"]["Enums"]["payment_progress"] | null
          payment_state: Database["public"]["Enums"]["payment_state"] | null
          phone: string | null
          photo_consent_withdrawn_at: string | null
          photos_social: boolean | null
          photos_website: boolean | null
          position: Database["public"]["Enums"]["player_position"] | null
          price: number | null
          provider_payment_ids: string[] | null
          refunded: number | null
          shirt_size: Database["public"]["Enums"]["shirt_size"] | null
          sibling_discount_percent: number | null
          starts_on: string | null
          status: Database["public"]["Enums"]["registration_status"] | null
          status_changed_at: string | null
          waiting_position: number | null
        }
        Relationships: []
      }
      registration_readiness: {
        Row: {
          child_id: number | null
          deadline: string | null
          family_id: number | null
          missing: Database["public"]["Enums"]["before_camp_detail"][] | null
          offer_id: number | null
          ready: boolean | null
          registration_id: number | null
          required: Database["public"]["Enums"]["before_camp_detail"][] | null
          status: Database["public"]["Enums"]["registration_status"] | null
        }
        Relationships: []
      }
      stale_translations: {
        Row: {
          change_id: number | null
          en_new: Json | null
          en_old: Json | null
          field: string | null
          lang: string | null
          marked_at: string | null
          marked_by: string | null
          row_id: string | null
          source_field: string | null
          table_name: string | null
        }
        Insert: {
          change_id?: number | null
          en_new?: Json | null
          en_old?: Json | null
          field?: string | null
          lang?: string | null
          marked_at?: string | null
          marked_by?: string | null
          row_id?: string | null
          source_field?: string | null
          table_name?: string | null
        }
        Update: {
          change_id?: number | null
          en_new?: Json | null
          en_old?: Json | null
          field?: string | null
          lang?: string | null
          marked_at?: string | null
          marked_by?: string | null
          row_id?: string | null
          source_field?: string | null
          table_name?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      access_token_hook: {
        Args: { event: Json }
        Returns: Json
      }
      admin_create_user: {
        Args: {
          p_email: string
          p_password: string
          p_name: string
          p_last_name?: string
          p_role?: string
          p_is_active?: boolean
        }
        Returns: string
      }
      admin_dashboard: {
        Args: never
        Returns: Json
      }
      admin_delete_user: {
        Args: { p_id: string }
        Returns: undefined
      }
      admin_mfa_factors: {
        Args: { p_user_id?: string }
        Returns: {
          user_id: string
          factor_id: string
          friendly_name: string
          factor_type: string
          status: string
          created_at: string
          last_challenged_at: string
        }[]
      }
      admin_remove_mfa_factor: {
        Args: { p_user_id: string; p_factor_id: string }
        Returns: undefined
      }
      admin_set_password: {
        Args: { p_id: string; p_password: string }
        Returns: undefined
      }
      admin_update_user: {
        Args: {
          p_id: string
          p_email?: string
          p_name?: string
          p_last_name?: string
          p_role?: string
          p_is_active?: boolean
        }
        Returns: {
          created_at: string
          email: string
          id: string
          is_active: boolean
          last_name: string
          name: string
          role: Database["public"]["Enums"]["staff_role"]
          updated_at: string
        }
      }
      attach_checkout: {
        Args: { p_checkout_id: number; p_session_id: string; p_url: string }
        Returns: undefined
      }
      book_again: {
        Args: never
        Returns: Json
      }
      campus_offers: {
        Args: never
        Returns: Json
      }
      cancel_booking: {
        Args: { p_registration_id: number }
        Returns: Json
      }
      checkout_status: {
        Args: { p_session_id: string }
        Returns: Json
      }
      current_role_is: {
        Args: { role: string }
        Returns: boolean
      }
      current_user_role: {
        Args: never
        Returns: string
      }
      erase_family: {
        Args: { p_family_id: number }
        Returns: Json
      }
      export_family: {
        Args: { p_family_id: number }
        Returns: Json
      }
      family_account_status: {
        Args: { p_family_id: number }
        Returns: Json
      }
      family_overview: {
        Args: never
        Returns: Json
      }
      family_sign_in_email: {
        Args: { p_family_id: number }
        Returns: string
      }
      form_token: {
        Args: { p_form?: Database["public"]["Enums"]["form_kind"] }
        Returns: string
      }
      invite_guardian: {
        Args: { p_email: string; p_name?: string }
        Returns: Json
      }
      is_admin: {
        Args: never
        Returns: boolean
      }
      is_registration_staff: {
        Args: never
        Returns: boolean
      }
      is_staff: {
        Args: never
        Returns: boolean
      }
      is_visible: {
        Args: { "": Database["public"]["Tables"]["news"]["Row"] }
        Returns: boolean
      }
      log_access: {
        Args: {
          p_event: Database["public"]["Enums"]["access_event"]
          p_subject_type?: string
          p_subject_id?: string
        }
        Returns: number
      }
      my_family_data: {
        Args: never
        Returns: Json
      }
      news_is_visible: {
        Args: {
          p_status: Database["public"]["Enums"]["news_status"]
          p_publish_date: string
        }
        Returns: boolean
      }
      news_search: {
        Args: { p_q: string }
        Returns: {
          created_at: string
          id: number
          preview_image_url: string | null
          publish_date: string
          status: Database["public"]["Enums"]["news_status"]
          text_en: string
          text_es: string | null
          text_ru: string | null
          title_en: string
          title_es: string | null
          title_ru: string | null
          updated_at: string
          updated_by: string | null
        }[]
      }
      news_title_matches: {
        Args: { p_q: string }
        Returns: number[]
      }
      open_checkout: {
        Args: { p_request: Json }
        Returns: Json
      }
      open_offers: {
        Args: never
        Returns: {
          id: number
          kind: Database["public"]["Enums"]["offer_kind"]
          title_en: string
          title_es: string
          title_ru: string
          description_en: string
          description_es: string
          description_ru: string
          starts_on: string
          ends_on: string
          starts_at: string
          ends_at: string
          age_group: string
          campus_role: Database["public"]["Enums"]["campus_role"]
          campus_type: Database["public"]["Enums"]["campus_type"]
          birth_year_min: number
          birth_year_max: number
          price: number
          deposit: number
          registration_opens_at: string
          registration_closes_at: string
          kit_list_en: string
          kit_list_es: string
          kit_list_ru: string
          sort_order: number
          capacity: number
          places_left: number
          is_open: boolean
        }[]
      }
      page_data: {
        Args: {
          p_key?: string
          p_news_offset?: number
          p_news_limit?: number
          p_article_id?: number
          p_with_frame?: boolean
          p_news_before_date?: string
          p_news_before_id?: number
        }
        Returns: Json
      }
      parent_family_ids: {
        Args: never
        Returns: number[]
      }
      parent_link: {
        Args: { p_token: string }
        Returns: Json
      }
      parent_link_action: {
        Args: {
          p_token: string
          p_action: Database["public"]["Enums"]["parent_link_action"]
        }
        Returns: Json
      }
      payable_statuses: {
        Args: never
        Returns: Database["public"]["Enums"]["registration_status"][]
      }
      payments_dashboard: {
        Args: never
        Returns: Json
      }
      place_holding_statuses: {
        Args: never
        Returns: Database["public"]["Enums"]["registration_status"][]
      }
      preview_page_data: {
        Args: {
          p_key?: string
          p_news_offset?: number
          p_news_limit?: number
          p_article_id?: number
        }
        Returns: Json
      }
      prune_history: {
        Args: never
        Returns: number
      }
      record_family_sign_in_email: {
        Args: { p_family_id: number }
        Returns: number
      }
      record_payment_event: {
        Args: {
          p_event: Json
          p_method?: Database["public"]["Enums"]["online_payment_method"]
        }
        Returns: Json
      }
      registration_amounts: {
        Args: { p_registration_id: number }
        Returns: {
          list_price: number
          early_bird: boolean
          sibling_discount_percent: number
          price: number
          deposit: number
          due_now: number
        }[]
      }
      registration_answer: {
        Args: { p_submission_id: number; p_idempotency_key: string }
        Returns: Json
      }
      remove_guardian: {
        Args: never
        Returns: Json
      }
      reorder: {
        Args: { p_table: string; p_ids: number[] }
        Returns: undefined
      }
      request_erasure: {
        Args: never
        Returns: Json
      }
      request_refund: {
        Args: { p_payment_id: number; p_amount: number; p_reason: string }
        Returns: Json
      }
      restore_deleted: {
        Args: { p_table_name: string; p_row_id: string }
        Returns: Json
      }
      restore_previous_version: {
        Args: { p_change_id: number }
        Returns: Json
      }
      restore_version: {
        Args: { p_change_id: number }
        Returns: Json
      }
      second_factor_satisfied: {
        Args: never
        Returns: boolean
      }
      site_frame: {
        Args: never
        Returns: Json
      }
      sitemap_data: {
        Args: { p_part?: number }
        Returns: Json
      }
      staff_session_state: {
        Args: never
        Returns: string
      }
      stale_marks: {
        Args:
          | { "": Database["public"]["Tables"]["news"]["Row"] }
          | { "": Database["public"]["Tables"]["coaches"]["Row"] }
          | { "": Database["public"]["Tables"]["programmes"]["Row"] }
          | { "": Database["public"]["Tables"]["subscriptions"]["Row"] }
          | { "": Database["public"]["Tables"]["pages"]["Row"] }
          | { "": Database["public"]["Tables"]["menu_items"]["Row"] }
          | { "": Database["public"]["Tables"]["site_settings"]["Row"] }
          | { "": Database["public"]["Tables"]["offers"]["Row"] }
          | { "": Database["public"]["Tables"]["registration_settings"]["Row"] }
        Returns: {
          change_id: number | null
          en_new: Json | null
          en_old: Json | null
          field: string | null
          lang: string | null
          marked_at: string | null
          marked_by: string | null
          row_id: string | null
          source_field: string | null
          table_name: string | null
        }[]
      }
      submit_enquiry: {
        Args: { p_enquiry: Json }
        Returns: Json
      }
      submit_registration: {
        Args: { p_form: Json }
        Returns: Json
      }
      translation_status: {
        Args: never
        Returns: {
          table_name: string
          row_id: string
          field: string
          lang: string
          status: string
          source_field: string
          en_old: Json
          en_new: Json
          marked_at: string
        }[]
      }
      translation_still_correct: {
        Args: { p_table_name: string; p_row_id: string; p_field: string }
        Returns: boolean
      }
    }
    Enums: {
      access_event:
        | "sign_in"
        | "sign_out"
        | "second_factor_failed"
        | "family_viewed"
        | "csv_export"
        | "roster_print"
        | "access_request"
        | "family_erased"
        | "refund_requested"
        | "sign_in_email_sent"
      before_camp_detail:
        "medical_form" | "emergency_contact" | "collectors" | "photo_consent"
      campus_role: "PLAYER" | "GOALKEEPER"
      campus_type: "INTERNAL" | "EXTERNAL"
      cancel_reason:
        "parent" | "staff" | "hold_expired" | "erased" | "deposit_unpaid"
      checkout_status: "open" | "complete" | "expired"
      component_key:
        | "index"
        | "about"
        | "team"
        | "venues"
        | "subscriptions"
        | "news"
        | "contacts"
        | "camps"
        | "campus"
        | "cookies"
        | "privacy"
        | "legal"
      consent_kind:
        | "child_data"
        | "health_data"
        | "photos_website"
        | "photos_social"
        | "guardian"
      consent_source: "registration_form" | "parent_link" | "staff" | "account"
      email_kind:
        | "registration_received"
        | "registration_notice"
        | "place_offered"
        | "place_accepted"
        | "hold_expired"
        | "registration_cancelled"
        | "reminder_week"
        | "reminder_day"
        | "enquiry_notice"
        | "registration_confirmed"
        | "payment_receipt"
        | "balance_due"
        | "balance_reminder"
        | "refund_issued"
        | "deposit_unpaid"
        | "payment_refunded_late"
        | "guardian_invited"
        | "erasure_requested"
        | "before_camp_reminder"
      enquiry_status: "new" | "answered"
      form_kind: "registration" | "enquiry"
      language_code: "en" | "es" | "ru"
      menu_type: "Header" | "Footer"
      news_status: "Draft" | "Published" | "Archived"
      offer_kind: "campus_week" | "camp" | "trial"
      online_payment_method: "card" | "bizum"
      outbox_status: "pending" | "sent" | "failed"
      page_key:
        | "index"
        | "about"
        | "coaches"
        | "venues"
        | "programmes"
        | "news"
        | "contacts"
        | "camps"
        | "campus"
        | "cookies"
        | "privacy"
      parent_link_action: "cancel" | "accept_place" | "withdraw_photos"
      payment_kind: "deposit" | "balance"
      payment_method:
        | "transfer"
        | "bizum"
        | "card_at_office"
        | "cash"
        | "card_online"
        | "bizum_online"
      payment_progress:
        "awaiting_deposit" | "deposit_paid" | "paid" | "overdue" | "refunded"
      payment_state: "unpaid" | "part_paid" | "paid"
      player_position:
        "goalkeeper" | "defender" | "midfielder" | "forward" | "any"
      refund_reason_code:
        | "provider_dashboard"
        | "family_cancelled"
        | "place_not_held"
        | "overpaid"
        | "hold_ended"
      refund_status: "requested" | "pending" | "succeeded" | "failed"
      registration_status:
        "new" | "confirmed" | "waiting" | "offered" | "cancelled" | "attended"
      shirt_size: "116" | "128" | "140" | "152" | "164" | "S" | "M" | "L" | "XL"
      staff_role: "Admin" | "Editor" | "Coordinator"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      access_event: [
        "sign_in",
        "sign_out",
        "second_factor_failed",
        "family_viewed",
        "csv_export",
        "roster_print",
        "access_request",
        "family_erased",
        "refund_requested",
        "sign_in_email_sent",
      ],
      before_camp_detail: [
        "medical_form",
        "emergency_contact",
        "collectors",
        "photo_consent",
      ],
      campus_role: ["PLAYER", "GOALKEEPER"],
      campus_type: ["INTERNAL", "EXTERNAL"],
      cancel_reason: [
        "parent",
        "staff",
        "hold_expired",
        "erased",
        "deposit_unpaid",
      ],
      checkout_status: ["open", "complete", "expired"],
      component_key: [
        "index",
        "about",
        "team",
        "venues",
        "subscriptions",
        "news",
        "contacts",
        "camps",
        "campus",
        "cookies",
        "privacy",
        "legal",
      ],
      consent_kind: [
        "child_data",
        "health_data",
        "photos_website",
        "photos_social",
        "guardian",
      ],
      consent_source: ["registration_form", "parent_link", "staff", "account"],
      email_kind: [
        "registration_received",
        "registration_notice",
        "place_offered",
        "place_accepted",
        "hold_expired",
        "registration_cancelled",
        "reminder_week",
        "reminder_day",
        "enquiry_notice",
        "registration_confirmed",
        "payment_receipt",
        "balance_due",
        "balance_reminder",
        "refund_issued",
        "deposit_unpaid",
        "payment_refunded_late",
        "guardian_invited",
        "erasure_requested",
        "before_camp_reminder",
      ],
      enquiry_status: ["new", "answered"],
      form_kind: ["registration", "enquiry"],
      language_code: ["en", "es", "ru"],
      menu_type: ["Header", "Footer"],
      news_status: ["Draft", "Published", "Archived"],
      offer_kind: ["campus_week", "camp", "trial"],
      online_payment_method: ["card", "bizum"],
      outbox_status: ["pending", "sent", "failed"],
      page_key: [
        "index",
        "about",
        "coaches",
        "venues",
        "programmes",
        "news",
        "contacts",
        "camps",
        "campus",
        "cookies",
        "privacy",
      ],
      parent_link_action: ["cancel", "accept_place", "withdraw_photos"],
      payment_kind: ["deposit", "balance"],
      payment_method: [
        "transfer",
        "bizum",
        "card_at_office",
        "cash",
        "card_online",
        "bizum_online",
      ],
      payment_progress: [
        "awaiting_deposit",
        "deposit_paid",
        "paid",
        "overdue",
        "refunded",
      ],
      payment_state: ["unpaid", "part_paid", "paid"],
      player_position: [
        "goalkeeper",
        "defender",
        "midfielder",
        "forward",
        "any",
      ],
      refund_reason_code: [
        "provider_dashboard",
        "family_cancelled",
        "place_not_held",
        "overpaid",
        "hold_ended",
      ],
      refund_status: ["requested", "pending", "succeeded", "failed"],
      registration_status: [
        "new",
        "confirmed",
        "waiting",
        "offered",
        "cancelled",
        "attended",
      ],
      shirt_size: ["116", "128", "140", "152", "164", "S", "M", "L", "XL"],
      staff_role: ["Admin", "Editor", "Coordinator"],
    },
  },
} as const
